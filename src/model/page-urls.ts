/** Where visitors see a website's live page. */
export function liveUrl(origin: string, slug: string): string {
  return `${origin}/s/${slug}`;
}

/** Where a read-only share link opens the draft. */
export function sharedUrl(origin: string, token: string): string {
  return `${origin}/p/${token}`;
}
