import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export type LoadResult = {
  /** 2xx answers per second (a 503 serves nothing). */
  requestsPerSecond: number;
  /** Latency of every answer (503s included), in ms. */
  p50: number;
  p99: number;
  max: number;
  /**
   * The slowest answer as the server saw it, from its request being read to its last byte
   * written: the part of `max` that is the server's, not the load generator's or the machine's.
   */
  serverMax: number;
  /** "Busy, try again" answers (503): the server shedding load, counted apart from failures. */
  busy: number;
  /** Requests with no answer within autocannon's 10 s. */
  timeouts: number;
  /** Connection errors, timeouts and answers other than 2xx and 503 together. */
  failures: number;
};

/** Loads one URL of `server` with GET; the load generator runs in a worker thread, off the server's loop. */
export async function load(
  server: Server,
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
) {
  let serverMax = 0;
  const time = (_req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    res.on('finish', () => (serverMax = Math.max(serverMax, performance.now() - start)));
  };
  server.on('request', time);
  const result = await autocannon({ url, duration: seconds, connections, workers: 1, headers });
  server.off('request', time);
  const busy = result.statusCodeStats?.['503']?.count ?? 0;
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    serverMax: Math.round(serverMax),
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
