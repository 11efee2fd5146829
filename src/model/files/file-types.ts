/**
 * What Personal Storage keeps (issue 13): the types a coach may upload, told from the bytes, never
 * from the name. Images are web formats sharp reads (no SVG: it can carry script); documents are
 * PDF, Office and OpenDocument files, and plain text.
 */
export type FileKind = 'image' | 'document';

type AllowedType = { kind: FileKind; ext: string; label: string };

export const ALLOWED_TYPES = {
  'image/jpeg': { kind: 'image', ext: 'jpg', label: 'JPEG image' },
  'image/png': { kind: 'image', ext: 'png', label: 'PNG image' },
  'image/webp': { kind: 'image', ext: 'webp', label: 'WebP image' },
  'image/gif': { kind: 'image', ext: 'gif', label: 'GIF image' },
  'image/avif': { kind: 'image', ext: 'avif', label: 'AVIF image' },
  'application/pdf': { kind: 'document', ext: 'pdf', label: 'PDF' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    ext: 'docx',
    label: 'Word document',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    kind: 'document',
    ext: 'xlsx',
    label: 'Excel workbook',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    kind: 'document',
    ext: 'pptx',
    label: 'PowerPoint presentation',
  },
  'application/vnd.oasis.opendocument.text': { kind: 'document', ext: 'odt', label: 'Document' },
  'application/vnd.oasis.opendocument.spreadsheet': {
    kind: 'document',
    ext: 'ods',
    label: 'Spreadsheet',
  },
  'application/vnd.oasis.opendocument.presentation': {
    kind: 'document',
    ext: 'odp',
    label: 'Presentation',
  },
  'text/plain': { kind: 'document', ext: 'txt', label: 'Text file' },
  'text/csv': { kind: 'document', ext: 'csv', label: 'CSV file' },
} as const satisfies Record<string, AllowedType>;

export type AllowedMime = keyof typeof ALLOWED_TYPES;

export function isAllowedMime(mime: string): mime is AllowedMime {
  return Object.hasOwn(ALLOWED_TYPES, mime);
}

/** What the upload screen and the refusal say is allowed. */
export const ALLOWED_SUMMARY =
  'images (JPEG, PNG, WebP, GIF, AVIF), PDF, Word, Excel, PowerPoint, OpenDocument, text and CSV files';

/** The picker's `accept`: a hint only; the server decides from the bytes. */
export const ACCEPT_ATTRIBUTE = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  '.pdf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.txt',
  '.csv',
].join(',');
