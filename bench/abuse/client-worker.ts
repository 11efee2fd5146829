/**
 * A load client, run in a worker thread so its own work stays off the server's event loop. As
 * 'me' it times GET /api/auth/me one call at a time on one kept-alive connection; as 'pages' it
 * sends bursts of live-page requests, a given number at a time, each with its own address headers.
 */
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { HostHeaders } from './hosts';
import { send } from './http';

export type ClientSetup = { role: 'me' | 'pages'; port: number; cookie: string; pagePath: string };

export type BurstResult = {
  /** Requests that got any answer. */
  answered: number;
  /** Connection errors, timeouts, and answers other than 200 with an ETag and a brotli body. */
  failures: number;
  problems: string[];
  etags: string[];
  /** Milliseconds of each request, and of the whole burst. */
  latencies: number[];
  ms: number;
};

export type ToClient =
  /** Time calls until `count` are done, or until 'stop' when no count is given. */
  | { kind: 'time-me'; count?: number }
  | { kind: 'stop' }
  | { kind: 'burst'; hosts: HostHeaders[]; concurrency: number };

export type FromClient =
  | { kind: 'ready' }
  | { kind: 'me'; samples: number[]; failures: number }
  | { kind: 'burst'; result: BurstResult };

/** However a phase goes, one 'me' phase ends after this many calls or milliseconds. */
const MAX_CALLS = 20_000;
const MAX_MS = 30_000;
const WARM_UP_CALLS = 20;

const setup = workerData as ClientSetup;
const port = parentPort;
if (!port) throw new Error('client-worker.ts runs in a worker thread');
const reply = (message: FromClient) => port.postMessage(message);

const meAgent = new Agent({ keepAlive: true, maxSockets: 1 });
let stopRequested = false;

async function callMe(): Promise<{ ms: number; ok: boolean }> {
  const start = performance.now();
  try {
    const res = await send(setup.port, {
      path: '/api/auth/me',
      headers: { cookie: setup.cookie },
      agent: meAgent,
    });
    return { ms: performance.now() - start, ok: res.status === 200 };
  } catch {
    return { ms: performance.now() - start, ok: false };
  }
}

async function timeMe(count: number | undefined): Promise<void> {
  stopRequested = false;
  const samples: number[] = [];
  let failures = 0;
  const deadline = performance.now() + MAX_MS;
  while (
    (count === undefined ? !stopRequested : samples.length < count) &&
    samples.length < MAX_CALLS &&
    performance.now() < deadline
  ) {
    const { ms, ok } = await callMe();
    samples.push(ms);
    if (!ok) failures++;
  }
  reply({ kind: 'me', samples, failures });
}

async function burst(hosts: HostHeaders[], concurrency: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const result: BurstResult = {
    answered: 0,
    failures: 0,
    problems: [],
    etags: [],
    latencies: [],
    ms: 0,
  };
  const fail = (problem: string) => {
    result.failures++;
    if (result.problems.length < 5) result.problems.push(problem);
  };
  const start = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < hosts.length) {
      const headers = hosts[next++] as HostHeaders;
      const sent = performance.now();
      try {
        const res = await send(setup.port, {
          path: setup.pagePath,
          headers: { ...headers, 'accept-encoding': 'br, gzip' },
          agent,
        });
        result.latencies.push(performance.now() - sent);
        result.answered++;
        if (typeof res.headers.etag === 'string') result.etags.push(res.headers.etag);
        if (res.status !== 200) fail(`${JSON.stringify(headers)} answered ${res.status}`);
        else if (typeof res.headers.etag !== 'string') fail(`${JSON.stringify(headers)}: no ETag`);
        else if (res.headers['content-encoding'] !== 'br') {
          fail(
            `${JSON.stringify(headers)} came as ${res.headers['content-encoding'] ?? 'identity'}`,
          );
        }
      } catch (error) {
        fail(`${JSON.stringify(headers)}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  result.ms = performance.now() - start;
  agent.destroy();
  reply({ kind: 'burst', result });
}

port.on('message', (message: ToClient) => {
  if (message.kind === 'stop') stopRequested = true;
  else if (message.kind === 'time-me') void timeMe(message.count);
  else void burst(message.hosts, message.concurrency);
});

if (setup.role === 'me') {
  for (let i = 0; i < WARM_UP_CALLS; i++) await callMe();
}
reply({ kind: 'ready' });
