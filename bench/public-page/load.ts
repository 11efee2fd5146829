import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import autocannon from 'autocannon';
import { loadPageWithWrk } from './wrk';

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type PageLoad = {
  requestsPerSecond: number;
  /** Answers received (any status). */
  requests: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts included (autocannon counts them in both). */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The load generator's CPU when it ran in another process (wrk.ts); else read in this one. */
  loadCpuMicros?: number;
};

/**
 * What a visitor's browser sends: brotli accepted, and a browser's User-Agent, so that the app
 * counts every request as a page view (Content Analytics) while it is measured.
 */
export const BROTLI = {
  'accept-encoding': 'br',
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

/** One GET with node:http, so the body stays as sent (fetch would decompress it). */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Headers of a response that belong to the connection or the moment rather than to the page. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The floor: a bare node:http server answering each path with the bytes and headers captured for
 * it (one path per page the app is loaded at), and a bodiless 404 for any other.
 */
export async function startPageBaseline(captured: Map<string, RawResponse>): Promise<Server> {
  const answers = new Map(
    [...captured].map(([path, { status, headers, body }]) => {
      const kept = Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name));
      return [path, { status, headers: Object.fromEntries(kept), body }] as const;
    }),
  );
  const server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * Loads one URL with GET and brotli accepted; the load generator is autocannon, in a worker
 * thread, or with BENCH_LOAD_GENERATOR=wrk, Debian's wrk in a process of its own (wrk.ts).
 */
export async function loadPage(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = BROTLI,
): Promise<PageLoad> {
  if (process.env.BENCH_LOAD_GENERATOR === 'wrk') {
    return loadPageWithWrk(url, seconds, connections, headers);
  }
  const result = await autocannon({
    url,
    duration: seconds,
    connections,
    headers,
    workers: 1,
  });
  return {
    requestsPerSecond: (result['2xx'] + result.non2xx) / result.duration,
    requests: result['2xx'] + result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  } satisfies PageLoad;
}
