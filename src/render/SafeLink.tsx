import type { AnchorHTMLAttributes } from 'react';
import { isSafeUrl } from '../model/text';

/** A link whose address is only ever http(s), mailto, tel or relative; anything else goes nowhere. */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  return trimmed && isSafeUrl(trimmed) ? trimmed : '#';
}

export function SafeLink({
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const safe = safeHref(href);
  const external = /^https?:\/\//i.test(safe);
  return (
    <a
      href={safe}
      {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
      {...props}
    />
  );
}
