import { CHAT_WIDGET_LOADER, CHAT_WIDGET_RESOURCES, PROVIDER_BOOKING_BASE } from '../booking-frame';

/** The script that sizes the provider's booking frame to its content. */
export const FORM_EMBED_SCRIPT = 'https://link.msgsndr.com/js/form_embed.js';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The chat widget as the provider's UI hands it out (crm/README.md, 'Embeds'): the older form,
 * keyed by the location id, with the provider's loader script.
 */
export function chatWidgetCode(locationId: string): string {
  return [
    `<chat-widget location-id="${attribute(locationId)}"></chat-widget>`,
    `<script src="${CHAT_WIDGET_LOADER}" data-resources-url="${CHAT_WIDGET_RESOURCES}"></script>`,
  ].join('\n');
}

/** The booking calendar frame, 100% wide and 600 high (spec point 9), with the resize script. */
export function calendarWidgetCode(calendarId: string): string {
  const src = PROVIDER_BOOKING_BASE + encodeURIComponent(calendarId);
  return [
    `<iframe src="${attribute(src)}" style="width:100%;border:none;overflow:hidden" width="100%" height="600" scrolling="no" id="${attribute(calendarId)}_booking"></iframe>`,
    `<script src="${FORM_EMBED_SCRIPT}" type="text/javascript"></script>`,
  ].join('\n');
}

/** A lead as the dashboard names it: 'Lead #' and the last six characters of its id. */
export function leadLabel(id: string): string {
  return `Lead #${id.slice(-6)}`;
}

/** Where a contact opens in GoHighLevel. */
export function contactUrl(locationId: string, contactId: string): string {
  return `https://app.gohighlevel.com/v2/location/${encodeURIComponent(locationId)}/contacts/detail/${encodeURIComponent(contactId)}`;
}
