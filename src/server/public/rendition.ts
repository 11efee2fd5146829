import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One page ready to send: its bytes in each encoding, an ETag and its security policy. */
export type Rendition = {
  etag: string;
  csp: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
};

export function makeRendition(html: string, csp: string): Rendition {
  const raw = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
    csp,
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
