import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

const arrival = new AsyncLocalStorage<number>();

/**
 * Runs `fn` so that the database work it starts (now or later, in its async continuations) takes
 * its place in the queue as of `since`, when its request came in (performance.now()), rather than
 * when each query is sent: a request's second query then goes before the first queries of
 * requests that came after it, so a request let in waits for the database about once, not once
 * per query.
 */
export function queueAsOf<T>(since: number, fn: () => T): T {
  return arrival.run(since, fn);
}

/** Where work sent now takes its place in the queue: as of its request's arrival, else now. */
export function queueTime(): number {
  return arrival.getStore() ?? performance.now();
}
