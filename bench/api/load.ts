import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export type LoadResult = {
  /** 2xx answers per second (a 503 serves nothing). */
  requestsPerSecond: number;
  /** Latency of every answer (503s included), in ms. */
  p50: number;
  p99: number;
  max: number;
  /** "Busy, try again" answers (503): the server shedding load, counted apart from failures. */
  busy: number;
  /** Requests with no answer within autocannon's 10 s. */
  timeouts: number;
  /** Connection errors, timeouts and answers other than 2xx and 503 together. */
  failures: number;
};

/** Loads one URL with GET; the load generator runs in a worker thread, off the server's loop. */
export async function load(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
) {
  const result = await autocannon({ url, duration: seconds, connections, workers: 1, headers });
  const busy = result.statusCodeStats?.['503']?.count ?? 0;
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    busy,
    timeouts: result.timeouts,
    // autocannon counts timeouts among its errors.
    failures: result.errors + result.non2xx - busy,
  } satisfies LoadResult;
}

/** The floor: a bare node:http server answering every request with the same bytes from memory. */
export async function startBaseline(body: string): Promise<Server> {
  const bytes = Buffer.from(body);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export function urlOf(server: Server, path: string): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
}

/** The run with the median requests/s (the lower middle one for an even count). */
export function median(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)] as LoadResult;
}
