import { idSchema } from '../ids';

/**
 * The address of a chosen image (decision 017). The builder stores one address in an image field,
 * `/files/{id}-{key}/{name}?size={width}x{height}`; the size is the picture's own, so the renderer can
 * write `width`/`height` and a `srcset` of the web-sized copies without asking the database. The
 * server makes a copy at each VARIANT_WIDTHS width smaller than the picture, and one at the
 * picture's own width when that is under the largest.
 */

export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The widths of the web-sized copies of a picture `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? width;
  if (width > largest) return [...VARIANT_WIDTHS];
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

/**
 * The first part of a file's address: its id and, for every file stored since addresses got one,
 * its address key (24 hex characters, random): `/files/12-9f86d081884c7d659a2feaa0/...`. Without
 * the key nobody can step through the ids to other coaches' pictures. Files stored before keys
 * keep their `/files/{id}/...` addresses, which pages already published use.
 */
const FILE_ID = '[0-9]{1,10}';
const ADDRESS_KEY = '[0-9a-f]{24}';
export const FILE_SEGMENT = `${FILE_ID}(?:-${ADDRESS_KEY})?`;
const SEGMENT_PARTS = new RegExp(`^(${FILE_ID})(?:-(${ADDRESS_KEY}))?$`);

export type FileSegment = { id: number; key: string | null };

/** The address segment of a file ('12-9f86...', or '12' for a file stored before keys). */
export function fileSegment(id: number, key: string | null): string {
  return key ? `${id}-${key}` : String(id);
}

/** The id and key a segment names, or null when it is not one (or the id is no database id). */
export function parseFileSegment(segment: string): FileSegment | null {
  const match = SEGMENT_PARTS.exec(segment);
  const id = idSchema.safeParse(match?.[1]);
  return match && id.success ? { id: id.data, key: match[2] ?? null } : null;
}

export function fileUrl(segment: string, name: string): string {
  return `/files/${segment}/${encodeURIComponent(name)}`;
}

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** A web-sized copy sits beside the file: /files/12-9f86.../portrait-960w.webp. */
export function variantUrl(segment: string, name: string, width: number): string {
  return `/files/${segment}/${encodeURIComponent(`${stem(name)}-${width}w.webp`)}`;
}

/** The width a copy's name asks for ('portrait-960w.webp' -> 960), or null. */
export function variantWidthOf(segment: string): number | null {
  const match = /-([0-9]{1,5})w\.webp$/.exec(segment);
  return match?.[1] ? Number(match[1]) : null;
}

/** What an image field stores for a picture from the coach's files: its address and its size. */
export function chosenImageUrl(file: { url: string; width: number; height: number }) {
  return `${file.url}?size=${file.width}x${file.height}`;
}

export type FileImage = {
  /** The largest copy: what browsers without srcset load. */
  src: string;
  srcSet: string;
  width: number;
  height: number;
};

const CHOSEN = new RegExp(`^/files/(${FILE_SEGMENT})/([^/?#]+)\\?size=([0-9]{1,5})x([0-9]{1,5})$`);

function parseChosen(url: string) {
  const match = CHOSEN.exec(url.trim());
  if (!match) return null;
  const [, segment, encodedName, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  if (!segment || !encodedName || width < 1 || height < 1) return null;
  try {
    return { segment, name: decodeURIComponent(encodedName), width, height };
  } catch {
    return null;
  }
}

/** The file name in an address the builder stored ('Maya on stage.jpg'), or null. */
export function fileImageName(url: string): string | null {
  return parseChosen(url)?.name ?? null;
}

/** The copies to offer for an address the builder stored, or null for any other address. */
export function fileImage(url: string): FileImage | null {
  const chosen = parseChosen(url);
  if (!chosen) return null;
  const { segment, name, width, height } = chosen;
  const copies = variantWidths(width).map((cw) => ({
    url: variantUrl(segment, name, cw),
    width: cw,
  }));
  const largest = copies[copies.length - 1];
  if (!largest) return null;
  return {
    src: largest.url,
    srcSet: copies.map((c) => `${c.url} ${c.width}w`).join(', '),
    width,
    height,
  };
}
