/**
 * The bare node:http server in its own process: captures the page at argv[2] as a browser asks
 * for it (brotli) and answers every request with those bytes and headers. Sends its URL as `ready`.
 */
import { closeServer, urlOf } from '../api/load';
import { serveParent } from './child';
import { BROTLI, getRaw, startPageBaseline } from './load';

const pageUrl = process.argv[2];
if (!pageUrl) throw new Error('usage: baseline-process.ts <page url>');
const server = await startPageBaseline(await getRaw(pageUrl, BROTLI));
serveParent(urlOf(server, '/'), {}, () => {
  server.closeAllConnections();
  return closeServer(server);
});
