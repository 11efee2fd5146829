import { createElement, type HTMLAttributes } from 'react';
import { sanitizeRichText, useSanitizerLoaded } from './sanitize';

type Props = HTMLAttributes<HTMLElement> & { as: 'h1' | 'h2' | 'h3' | 'p' | 'span'; html: string };

/** Markup the coach wrote, drawn as markup after the allow-list has taken out anything that could run. */
export function RichText({ as, html, ...props }: Props) {
  // In the builder, drawn again once the full sanitiser has loaded (see sanitize-browser.ts).
  useSanitizerLoaded();
  return createElement(as, {
    ...props,
    dangerouslySetInnerHTML: { __html: sanitizeRichText(html) },
  });
}
