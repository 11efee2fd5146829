import sharp from 'sharp';
import { variantWidths } from '../../../model/files/image-url';
import { AppError } from '../../errors';

export type MadeVariant = { width: number; height: number; bytes: Buffer };
export type ImageCopies = { width: number; height: number; variants: MadeVariant[] };

/** Pictures larger than this (about 8000 x 6000) are refused before they are decoded. */
const MAX_PIXELS = 50_000_000;

/**
 * The web-sized WebP copies of an uploaded image (sharp): upright (EXIF orientation applied),
 * without its metadata (location, camera), at each width variantWidths names.
 */
export async function makeImageCopies(bytes: Buffer, name: string): Promise<ImageCopies> {
  const open = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  let width: number;
  let height: number;
  try {
    const meta = await open().metadata();
    width = meta.autoOrient.width;
    height = meta.autoOrient.height;
  } catch {
    const message = `file: "${name}" could not be read as an image (damaged, or over ${MAX_PIXELS / 1_000_000} megapixels)`;
    throw new AppError('bad_request', message, { file: message });
  }
  const variants = await Promise.all(
    variantWidths(width).map(async (w) => {
      const { data, info } = await open()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, bytes: data };
    }),
  );
  return { width, height, variants };
}
