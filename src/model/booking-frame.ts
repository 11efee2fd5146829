import type { WebsiteSettings } from './settings';
import { parseWebAddress } from './text';

export const PROVIDER_BOOKING_BASE = 'https://api.leadconnectorhq.com/widget/booking/';
export const CHAT_WIDGET_LOADER = 'https://widgets.leadconnectorhq.com/loader.js';
export const CHAT_WIDGET_RESOURCES = 'https://widgets.leadconnectorhq.com/chat-widget/loader.js';
/** Where the booking frame points until the coach connects a calendar or sets their own link. */
export const DEFAULT_BOOKING_URL = 'https://api.leadconnectorhq.com/widget/booking/coachsite-demo';

function hubOn(settings: WebsiteSettings): boolean {
  return settings.hublytics?.enabled === true && Boolean(settings.hublytics.locationId);
}

/**
 * The booking frame's address, in the spec's order of preference: the CRM's booking widget (hub and
 * calendar widget on), else the coach's own booking link, else the built-in default.
 */
export function bookingFrameUrl(settings: WebsiteSettings): string {
  const hub = settings.hublytics;
  if (hubOn(settings) && hub?.calendarWidget && hub.calendarId) {
    return PROVIDER_BOOKING_BASE + encodeURIComponent(hub.calendarId);
  }
  const own = settings.bookingCalendar?.url?.trim();
  // Only a full web address that parses: a page relative to ours would frame this server itself.
  if (own && /^https?:\/\//i.test(own) && parseWebAddress(own)) return own;
  return DEFAULT_BOOKING_URL;
}

/** The location id the chat widget loader carries, when the hub and the chat widget are on. */
export function chatWidgetLocation(settings: WebsiteSettings): string | null {
  if (!hubOn(settings) || settings.hublytics?.chatWidget !== true) return null;
  return settings.hublytics.locationId ?? null;
}
