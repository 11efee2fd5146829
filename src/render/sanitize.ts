import sanitizeHtml from 'sanitize-html';

/** Inline formatting and safe links only: what a heading may carry, nothing that runs. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'br',
    'span',
    'mark',
    'small',
    'sub',
    'sup',
    'a',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Here sanitize-html is always loaded; the browser build's stand-in loads it later (sanitize-browser.ts). */
export function loadSanitizer(): Promise<void> {
  return Promise.resolve();
}

/** Whether rich text is cleaned by sanitize-html itself: always, here. */
export function sanitizerLoaded(): boolean {
  return true;
}

/** sanitizerLoaded() for a component, drawn again when it changes (never, here). */
export function useSanitizerLoaded(): boolean {
  return true;
}
