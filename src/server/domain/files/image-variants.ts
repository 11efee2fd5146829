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
  try {
    // A file cut short reads its header fine and fails only when its pixels are decoded, so the
    // copies are made inside the same refusal as the header.
    const meta = await open().metadata();
    const { width, height } = meta.autoOrient;
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
  } catch {
    const message = `file: "${name}" could not be read as an image (damaged, or over ${MAX_PIXELS / 1_000_000} megapixels)`;
    throw new AppError('bad_request', message, { file: message });
  }
}
