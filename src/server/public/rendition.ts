import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One page ready to send: its bytes in each encoding, an ETag and its security policy. */
export type Rendition = {
  etag: string;
  csp: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
};

/**
 * Compresses a page once, in libuv's thread pool rather than on the event loop, so a large page
 * being prepared never holds up other requests.
 */
export async function makeRendition(html: string, csp: string): Promise<Rendition> {
  const raw = Buffer.from(html);
  const [gz, br] = await Promise.all([
    gzipAsync(raw, { level: 9 }),
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  return {
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
    csp,
    raw,
    gzip: gz,
    br,
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * A page made for one visit from a page already prepared (its lead forms carrying where the
 * visitor came from): compressed quickly, as it is sent once.
 */
export async function quickRendition(html: string, csp: string): Promise<Rendition> {
  const raw = Buffer.from(html);
  const [gz, br] = await Promise.all([
    gzipAsync(raw, { level: 1 }),
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  ]);
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  return { etag, csp, raw, gzip: gz, br };
}
