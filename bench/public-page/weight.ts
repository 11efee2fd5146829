import { brotliDecompressSync } from 'node:zlib';
import { BROTLI, getRaw } from './load';
import type { PublishedPage } from './setup';

export type PageWeight = {
  template: string;
  htmlBytes: number;
  htmlBrotliBytes: number;
  stylesheetBrotliBytes: number;
  totalBrotliBytes: number;
  hasScript: boolean;
};

/** Brotli bytes as served, failing loudly if the server answered anything else. */
async function brotliGet(url: string): Promise<Buffer> {
  const res = await getRaw(url, BROTLI);
  if (res.status !== 200 || res.headers['content-encoding'] !== 'br') {
    throw new Error(`GET ${url} answered ${res.status} (${res.headers['content-encoding']})`);
  }
  return res.body;
}

/** The page and the stylesheets it links, as a visitor's browser downloads them on first visit. */
export async function pageWeight(page: PublishedPage): Promise<PageWeight> {
  const br = await brotliGet(page.url);
  const html = brotliDecompressSync(br).toString();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
  if (hrefs.length === 0) throw new Error(`${page.url} links no stylesheet`);
  let stylesheetBrotliBytes = 0;
  for (const href of hrefs) {
    stylesheetBrotliBytes += (await brotliGet(new URL(href, page.url).href)).length;
  }
  return {
    template: page.template,
    htmlBytes: Buffer.byteLength(html),
    htmlBrotliBytes: br.length,
    stylesheetBrotliBytes,
    totalBrotliBytes: br.length + stylesheetBrotliBytes,
    hasScript: /<script\b/i.test(html),
  };
}
