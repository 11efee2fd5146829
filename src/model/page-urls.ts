/** Where visitors see a website's live page. */
export function liveUrl(origin: string, slug: string): string {
  return `${origin}/s/${slug}`;
}

/** Where visitors see a website's live page on her own domain: its home, `/` (issue 37). */
export function domainUrl(origin: string): string {
  return `${origin}/`;
}

/** The address of each live page where it is asked: on this service (/s/{slug}) or her domain. */
export type PageAddress = (slug: string) => string;

export const onOwnAddress =
  (origin: string): PageAddress =>
  (slug) =>
    liveUrl(origin, slug);

export const onDomain =
  (origin: string): PageAddress =>
  () =>
    domainUrl(origin);

/** Where a read-only share link opens the draft. */
export function sharedUrl(origin: string, token: string): string {
  return `${origin}/p/${token}`;
}
