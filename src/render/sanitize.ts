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
