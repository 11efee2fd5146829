import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export type Size = { files: string[]; bytes: number; gzipBytes: number };

/** What one page load downloaded: its HTML and every .js and .css by path. */
export type Downloads = { html: string; code: Map<string, Buffer> };

const CODE = /\.(js|css)$/;

/**
 * Starts keeping the body of the page's HTML document and of every .js and .css it downloads:
 * the files of dist/client as the server sent them, all from one load, so a rebuild of the client
 * while the benchmark runs cannot mix two builds. Call the answer once the page has loaded.
 */
export function recordDownloads(page: Page): () => Promise<Downloads> {
  const pending: Promise<[string, Buffer]>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const isPage =
      response.request().resourceType() === 'document' && response.frame() === page.mainFrame();
    if ((isPage || CODE.test(path)) && response.ok()) {
      pending.push(response.body().then((body) => [isPage ? 'document' : path, body]));
    }
  });
  return async () => {
    const files = new Map(await Promise.all(pending));
    const html = files.get('document')?.toString('utf8') ?? '';
    files.delete('document');
    return { html, code: files };
  };
}

/** The JS and CSS index.html loads itself: the entry chunk and its stylesheet (the dashboard). */
export function entryAssets(html: string): string[] {
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  return paths.filter((p) => CODE.test(p));
}

/** Raw and gzipped (node:zlib defaults) bytes of the given downloaded files. */
export function sizeOf(code: Map<string, Buffer>, paths: string[]): Size {
  let bytes = 0;
  let gzipBytes = 0;
  for (const path of paths) {
    const content = code.get(path);
    if (!content) throw new Error(`${path} was not downloaded`);
    bytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files: paths.map((p) => p.replace('/assets/', '')), bytes, gzipBytes };
}

/** Issue 26: the builder route's first load, everything downloaded, at or under this (Puck's whole editor is 232). */
export const BUILDER_ROUTE_LIMIT_KIB = 250;

/** The benchmark's verdict on the builder route's gzipped download; `met` false fails the run. */
export function routeVerdict(route: Size): { met: boolean; text: string } {
  const kib = route.gzipBytes / 1024;
  const by = Math.abs(kib - BUILDER_ROUTE_LIMIT_KIB).toFixed(1);
  const met = kib <= BUILDER_ROUTE_LIMIT_KIB;
  return {
    met,
    text:
      `builder route: ${kib.toFixed(1)} KiB gzip, target at or under ${BUILDER_ROUTE_LIMIT_KIB} KiB: ` +
      (met ? `met (${by} KiB to spare)` : `missed by ${by} KiB`),
  };
}
