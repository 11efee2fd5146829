import type { AnchorHTMLAttributes } from 'react';
import { linkHref } from '../model/links';
import { isSafeUrl } from '../model/text';

/** An image's address: only ever http(s) or relative (the coach's own files); anything else is '#'. */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  return trimmed && isSafeUrl(trimmed) ? trimmed : '#';
}

/**
 * A link a visitor follows, drawn only with an address the model's link check allows (links.ts:
 * https, mailto, tel, a place on the page; an http address stored before that check). Anything
 * else, a relative path, 'calendly dot com', an unsafe scheme, goes nowhere ('#').
 */
export function SafeLink({
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const safe = linkHref(href) ?? '#';
  const external = /^https?:\/\//i.test(safe);
  return (
    <a
      href={safe}
      {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
      {...props}
    />
  );
}
