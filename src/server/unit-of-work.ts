import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one unit of work (a request) carries through its async continuations: when it arrived,
 * for the embedded database's queue (db/work-order.ts), and the websites it changed, for the
 * builders open on them (domain/website-changes.ts).
 *
 * One AsyncLocalStorage for both: on Node 20 every instance in use adds a step and a property
 * to every async resource the process creates, live pages served from memory included
 * (docs/performance.md), so the app keeps one.
 */
export type UnitOfWork = { arrival?: number; changed?: Set<number> };

const current = new AsyncLocalStorage<UnitOfWork>();

/** The unit of work running now, if any. */
export function currentWork(): UnitOfWork | undefined {
  return current.getStore();
}

/** Runs `fn` as `work`: the work it starts, now or in its continuations, belongs to it. */
export function runAs<T>(work: UnitOfWork, fn: () => T): T {
  return current.run(work, fn);
}

/** Makes `work` the unit of work for the rest of this async flow. */
export function enterWork(work: UnitOfWork): void {
  current.enterWith(work);
}
