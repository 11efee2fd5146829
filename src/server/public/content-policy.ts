import { bookingFrameUrl, CHAT_WIDGET_LOADER, chatWidgetLocation } from '../../model/booking-frame';
import type { WebsiteSettings } from '../../model/settings';
import { parseWebAddress } from '../../model/text';

const CHAT_HOSTS =
  'https://widgets.leadconnectorhq.com https://*.leadconnectorhq.com https://*.msgsndr.com';

/**
 * A policy that takes nothing from elsewhere but what `allowed` adds: the page's own styles and
 * fonts, no plugins, no base changes, framed only by this site.
 */
function policyOf(...allowed: string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    ...allowed,
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The 'page not available' answer: its own styles and images, nothing else, no form. */
export const STRICTEST_POLICY = policyOf("img-src 'self'", "form-action 'none'");

/**
 * A visitor's page whose settings could not be turned into its own policy: no script and no
 * frames, but its images still show and its lead forms still post here, so no visitor is lost.
 */
export const FALLBACK_PAGE_POLICY = policyOf(
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "form-action 'self'",
);

/** A dashboard thumbnail: the page's own styles, fonts and images, and nothing that runs or frames. */
export const THUMBNAIL_POLICY = policyOf("img-src 'self' https: data:", "form-action 'none'");

/** An origin fit to stand in a header: scheme, host and port only, nothing that ends a directive. */
const HEADER_SAFE_ORIGIN = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$/;

function originOf(url: string): string {
  const origin = parseWebAddress(url)?.origin;
  if (!origin || !HEADER_SAFE_ORIGIN.test(origin)) {
    throw new Error(`no usable origin in ${JSON.stringify(url.slice(0, 200))}`);
  }
  return origin;
}

/**
 * The Content-Security-Policy of a visitor's page: no script at all unless the chat widget is on (then
 * only the provider's), frames only from the booking host in use, nothing else from elsewhere but images.
 * Built from parsed origins only; throws when a stored address yields none (see pagePolicy).
 */
export function contentSecurityPolicy(settings: WebsiteSettings): string {
  const booking = originOf(bookingFrameUrl(settings));
  const chat = chatWidgetLocation(settings) !== null;
  const chatOrigin = originOf(CHAT_WIDGET_LOADER);
  return policyOf(
    "img-src 'self' https: data:",
    `frame-src ${booking}${chat ? ` ${CHAT_HOSTS}` : ''}`,
    chat ? `script-src ${chatOrigin} ${CHAT_HOSTS}` : "script-src 'none'",
    // 'self' lets crawlers' in-page checks (robots.txt) work; with no script nothing else can use it.
    chat ? `connect-src 'self' ${CHAT_HOSTS} wss://*.leadconnectorhq.com` : "connect-src 'self'",
    // The page's lead forms post to this server (routes/lead-forms.ts).
    "form-action 'self'",
  );
}

/**
 * The policy to serve with a stored page: a page must never fail to serve because of a setting
 * saved before today's checks, so a policy that cannot be built falls back to one without script
 * or frames (and the failure is reported to `onError` for the log).
 */
export function pagePolicy(settings: WebsiteSettings, onError: (error: unknown) => void): string {
  try {
    return contentSecurityPolicy(settings);
  } catch (error) {
    onError(error);
    return FALLBACK_PAGE_POLICY;
  }
}
