/**
 * Where a visitor came from, read once for analytics (a visit's referrer) and for leads (the
 * source kept with a lead): the host of the site that sent them, never a path or a query.
 */

/** The name in a Host header, without its port, lower case ('[::1]:5000' is '[::1]'). */
export function hostnameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * The host of the site that sent a visitor, from the Referer: lower case, without 'www.'; '' when
 * there is none, it is not an http(s) address, or it is the page's own host (`ownHostHeader`, the
 * Host the page was served at: the visitor moving around the site).
 */
export function referrerHostOf(referer: string | undefined, ownHostHeader: string): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const hostname = url.hostname.toLowerCase();
    if (!hostname || hostname === hostnameOf(ownHostHeader)) return '';
    return hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
