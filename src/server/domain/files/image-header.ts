import sharp from 'sharp';
import { variantWidths } from '../../../model/files/image-url';
import { AppError } from '../../errors';

/** Pictures larger than this (about 8000 x 6000) are refused before they are decoded. */
export const MAX_PIXELS = 50_000_000;

/** The tallest picture a WebP copy can hold (libwebp's limit on either side). */
const WEBP_MAX_SIDE = 16_383;

/**
 * The least a WebP copy costs per megapixel: a single-colour 1600 x 1600 copy measured 4.6 KB
 * (1,800 bytes per megapixel), a real photo 100 times more. Used for a floor, never an average.
 */
const LEAST_COPY_BYTES_PER_MEGAPIXEL = 1_000;

/** What an image's header says: its upright size, and the size of each WebP copy it will get. */
export type ImageHeader = {
  width: number;
  height: number;
  copies: { width: number; height: number }[];
};

export const unreadableImage = (name: string) => {
  const message = `${name} could not be read as a picture: it is damaged, or larger than ${MAX_PIXELS / 1_000_000} megapixels.`;
  return new AppError('bad_request', message, { file: message });
};

/**
 * An image's size from its header alone (sharp's metadata() reads no pixels: about a millisecond
 * for a 49-megapixel PNG), so a picture too large to decode, or a coach without room for it, is
 * refused before any pixel is decoded. A header over MAX_PIXELS is refused here by sharp itself.
 */
export async function readImageHeader(bytes: Buffer, name: string): Promise<ImageHeader> {
  let size: { width: number; height: number };
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
    size = meta.autoOrient;
  } catch {
    throw unreadableImage(name);
  }
  const { width, height } = size;
  if (!(width > 0 && height > 0) || width * height > MAX_PIXELS) throw unreadableImage(name);
  const copies = variantWidths(width).map((w) => ({
    width: w,
    height: Math.max(1, Math.round((height * w) / width)),
  }));
  if (copies.some((c) => c.height > WEBP_MAX_SIDE)) {
    const message = `file: "${name}" is too tall for a web page (${width} x ${height} pixels): its web-sized copies would be over ${WEBP_MAX_SIDE.toLocaleString('en-US')} pixels tall. Crop it and upload it again.`;
    throw new AppError('bad_request', message, { file: message });
  }
  return { width, height, copies };
}

/** The least the copies of an image with this header will add to the coach's storage. */
export function leastCopyBytes(header: ImageHeader): number {
  const megapixels = header.copies.reduce((n, c) => n + (c.width * c.height) / 1_000_000, 0);
  return Math.floor(megapixels * LEAST_COPY_BYTES_PER_MEGAPIXEL);
}
