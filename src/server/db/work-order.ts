import { performance } from 'node:perf_hooks';
import { currentWork, runAs } from '../unit-of-work';

/**
 * Runs `fn` so that the database work it starts (now or later, in its async continuations) takes
 * its place in the queue as of `since`, when its request came in (performance.now()), rather than
 * when each query is sent: a request's second query then goes before the first queries of
 * requests that came after it, so a request let in waits for the database about once, not once
 * per query.
 */
export function queueAsOf<T>(since: number, fn: () => T): T {
  // A new unit of work: a store entered earlier on this connection is never written to.
  return runAs({ arrival: since }, fn);
}

/** Where work sent now takes its place in the queue: as of its request's arrival, else now. */
export function queueTime(): number {
  return currentWork()?.arrival ?? performance.now();
}
