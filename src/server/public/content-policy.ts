import { bookingFrameUrl, CHAT_WIDGET_LOADER, chatWidgetLocation } from '../../model/booking-frame';
import type { WebsiteSettings } from '../../model/settings';

const CHAT_HOSTS =
  'https://widgets.leadconnectorhq.com https://*.leadconnectorhq.com https://*.msgsndr.com';

/**
 * The Content-Security-Policy of a visitor's page: no script at all unless the chat widget is on (then
 * only the provider's), frames only from the booking host in use, nothing else from elsewhere but images.
 */
export function contentSecurityPolicy(settings: WebsiteSettings): string {
  const booking = new URL(bookingFrameUrl(settings)).origin;
  const chat = chatWidgetLocation(settings) !== null;
  const chatOrigin = new URL(CHAT_WIDGET_LOADER).origin;
  return [
    "default-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "img-src 'self' https: data:",
    `frame-src ${booking}${chat ? ` ${CHAT_HOSTS}` : ''}`,
    chat ? `script-src ${chatOrigin} ${CHAT_HOSTS}` : "script-src 'none'",
    // 'self' lets crawlers' in-page checks (robots.txt) work; with no script nothing else can use it.
    chat ? `connect-src 'self' ${CHAT_HOSTS} wss://*.leadconnectorhq.com` : "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "object-src 'none'",
  ].join('; ');
}
