import { ALLOWED_SUMMARY } from './file-types';

/**
 * Why an upload was refused, in plain words the coach reads in a toast: the file's name first,
 * then what it is ("evil.png is a program, not a picture."), then what can be stored instead.
 */

/** Kinds of files the server tells from their bytes that run as programs. */
const PROGRAMS = new Set([
  'exe',
  'elf',
  'macho',
  'msi',
  'dll',
  'wasm',
  'class',
  'dex',
  'apk',
  'deb',
  'rpm',
  'dmg',
  'swf',
  'crx',
  'lnk',
]);

/** What a file's name says it is, by its extension. */
const CLAIMED: Record<string, string> = {
  ...Object.fromEntries(
    ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'heic', 'svg', 'bmp'].map((e) => [e, 'picture']),
  ),
  ...Object.fromEntries(
    ['pdf', 'doc', 'docx', 'odt', 'txt', 'md', 'rtf'].map((e) => [e, 'document']),
  ),
  ...Object.fromEntries(['xls', 'xlsx', 'ods', 'csv'].map((e) => [e, 'spreadsheet'])),
  ...Object.fromEntries(['ppt', 'pptx', 'odp'].map((e) => [e, 'presentation'])),
};

const YOU_CAN_STORE = `You can store ${ALLOWED_SUMMARY}.`;

function claimedKind(name: string): string | null {
  const ext = name.includes('.') ? (name.toLowerCase().split('.').pop() ?? '') : '';
  return CLAIMED[ext] ?? null;
}

/** A file whose bytes are not a type that can be stored (`detected`: its real extension, if told). */
export function wrongTypeMessage(name: string, detected: string | null): string {
  const claimed = claimedKind(name);
  if (detected && PROGRAMS.has(detected)) {
    return claimed
      ? `${name} is a program, not a ${claimed}.`
      : `${name} is a program, which cannot be stored. ${YOU_CAN_STORE}`;
  }
  const what = detected ? `a .${detected} file` : 'a kind of file that cannot be stored';
  return claimed
    ? `${name} is ${what}, not a ${claimed}. ${YOU_CAN_STORE}`
    : `${name} is ${what}. ${YOU_CAN_STORE}`;
}

export const tooLargeMessage = (name: string, max: string) =>
  `${name} is too large: files can be up to ${max}.`;

export const emptyFileMessage = (name: string) => `${name} is empty: it has nothing in it.`;

export const badNameMessage = (problem: string) => `The file's name ${problem}.`;

export const NO_FILE_MESSAGE = 'Choose a file to upload.';
export const NOT_MULTIPART_MESSAGE = 'Send the file as a form upload (multipart/form-data).';
export const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read. Please try again.';
