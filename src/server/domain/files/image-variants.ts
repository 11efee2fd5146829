import sharp, { type Sharp } from 'sharp';
import { variantWidths } from '../../../model/files/image-url';
import { MAX_PIXELS, unreadableImage } from './image-header';

export type MadeVariant = { width: number; height: number; bytes: Buffer };
export type ImageCopies = { width: number; height: number; variants: MadeVariant[] };

/** Makes an uploaded image's copies; the decode queue runs it (tests replace it to count decodes). */
export type DecodeImage = (bytes: Buffer, name: string) => Promise<ImageCopies>;

const webp = (image: Sharp) => image.webp({ quality: 78 }).toBuffer({ resolveWithObject: true });

/**
 * The web-sized WebP copies of an uploaded image (sharp): upright (EXIF orientation applied),
 * without its metadata (location, camera), at each width variantWidths names.
 *
 * The source is decoded once: streamed through a resize to the largest copy's width into raw
 * pixels (at most 1600 pixels wide), from which every copy is encoded. Opening the source once per
 * width, as before, decoded it three times at once, and `.clone()` does the same; decoding the
 * whole picture to raw pixels first holds all of them (147 MB for 49 megapixels). On a
 * 49-megapixel PNG this takes about half the time and half the memory of one pipeline per width
 * (bench:uploads; docs/performance.md, Uploads).
 */
export const makeImageCopies: DecodeImage = async (bytes, name) => {
  try {
    // A file cut short reads its header fine and fails only when its pixels are decoded, so the
    // decode is inside the same refusal as the header.
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const { width, height } = (await source.metadata()).autoOrient;
    const widths = variantWidths(width);
    const largest = widths[widths.length - 1] ?? width;
    const { data, info } = await source
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The raw pixels come out straight (not premultiplied), whatever `info.premultiplied` says:
    // passing that flag back on would darken every half-transparent pixel.
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const variants = await Promise.all(
      widths.map(async (w) => {
        const copy = w === info.width ? pixels() : pixels().resize({ width: w });
        const made = await webp(copy);
        return { width: made.info.width, height: made.info.height, bytes: made.data };
      }),
    );
    return { width, height, variants };
  } catch {
    throw unreadableImage(name);
  }
};
