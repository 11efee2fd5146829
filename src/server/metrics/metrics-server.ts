import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics, ScrapeSource } from './metrics';

/** The only address the metrics server listens on: this machine's loopback, never beyond it. */
export const METRICS_HOST = '127.0.0.1';

export type MetricsServer = { port: number; close: () => Promise<void> };

/**
 * METRICS_PORT: a small HTTP server of its own, on 127.0.0.1 only, answering `GET /metrics` with
 * the scrape (a Prometheus on the same machine, or an agent that forwards them). It needs no
 * token: only this machine can reach it. Anything else is a JSON 404.
 */
export async function serveMetrics({
  port,
  metrics,
  source,
  onError,
}: {
  port: number;
  metrics: Metrics;
  source: ScrapeSource;
  onError: (error: unknown) => void;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }));
      return;
    }
    metrics.scrape(source).then(
      (text) => {
        response.writeHead(200, {
          'Content-Type': metrics.contentType,
          'Cache-Control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: { code: 'internal', message: 'Scrape failed.' } }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, METRICS_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's kept-alive connection would hold the close open.
        server.closeIdleConnections();
      }),
  };
}
