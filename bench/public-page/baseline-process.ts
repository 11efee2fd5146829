/**
 * The bare node:http server in its own process: captures the pages at argv[2...] as a browser
 * asks for them (brotli) and answers each page's path with its bytes and headers. Sends its
 * origin as `ready`: a page's baseline is that origin and the page's own path.
 */
import { closeServer, urlOf } from '../api/load';
import { serveParent } from './child';
import { BROTLI, getRaw, startPageBaseline, type RawResponse } from './load';

const pageUrls = process.argv.slice(2);
if (pageUrls.length === 0) throw new Error('usage: baseline-process.ts <page url>...');
const captured = new Map<string, RawResponse>();
for (const url of pageUrls) {
  const { pathname, search } = new URL(url);
  captured.set(pathname + search, await getRaw(url, BROTLI));
}
const server = await startPageBaseline(captured);
serveParent(urlOf(server, ''), {}, () => {
  server.closeAllConnections();
  return closeServer(server);
});
