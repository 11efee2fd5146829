import { fileTypeFromBuffer } from 'file-type';
import { fileNameProblem } from '../../../model/files/file';
import {
  ALLOWED_TYPES,
  isAllowedMime,
  type AllowedMime,
  type FileKind,
} from '../../../model/files/file-types';
import { formatBytes } from '../../../model/files/file';
import {
  badNameMessage,
  emptyFileMessage,
  tooLargeMessage,
  wrongTypeMessage,
} from '../../../model/files/upload-refusals';
import { AppError } from '../../errors';

export type InspectedUpload = { name: string; mime: AllowedMime; kind: FileKind };

/** An upload refused, its plain-words reason on the `file` field (upload-refusals.ts). */
export const uploadRefusal = (
  message: string,
  code: 'bad_request' | 'payload_too_large' = 'bad_request',
) => new AppError(code, message, { file: message });

const TEXT_TYPES: Record<string, AllowedMime> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/plain',
};

/** Text has no signature: a .txt, .csv or .md name whose bytes are UTF-8 without NUL characters. */
function textType(name: string, bytes: Buffer): AllowedMime | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  const mime = TEXT_TYPES[ext];
  if (!mime || bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return mime;
  } catch {
    return null;
  }
}

/**
 * What an upload is, told from its bytes (file-type), never from its name or the browser's word:
 * an executable renamed photo.png is refused. The name must be a name, not a path.
 */
export async function inspectUpload(
  rawName: string,
  bytes: Buffer,
  maxBytes: number,
): Promise<InspectedUpload> {
  const name = rawName.trim();
  const nameProblem = fileNameProblem(name);
  if (nameProblem) throw uploadRefusal(badNameMessage(nameProblem));
  if (bytes.length === 0) throw uploadRefusal(emptyFileMessage(name));
  if (bytes.length > maxBytes) {
    throw uploadRefusal(tooLargeMessage(name, formatBytes(maxBytes)), 'payload_too_large');
  }
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected ? detected.mime : textType(name, bytes);
  if (!mime || !isAllowedMime(mime))
    throw uploadRefusal(wrongTypeMessage(name, detected?.ext ?? null));
  return { name, mime, kind: ALLOWED_TYPES[mime].kind };
}
