import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one unit of work (a request) carries through its async continuations: when it arrived,
 * for the embedded database's queue (db/work-order.ts), and the websites it changed, for the
 * builders open on them (domain/website-changes.ts).
 *
 * One AsyncLocalStorage, and switched on only while some request is open: on Node 20 an
 * AsyncLocalStorage in use adds a step to every async resource the process creates, live pages
 * served from memory included, about a tenth of a page's cost under load (docs/performance.md).
 * So each request the app routes is counted while it is open (`openRequest`), and when none has
 * been open for `IDLE_MS` the storage is switched off; the next unit of work switches it on.
 */
export type UnitOfWork = { arrival?: number; changed?: Set<number> };

const current = new AsyncLocalStorage<UnitOfWork>();

/** How long no request is open before the storage is switched off (a burst keeps it on). */
export const IDLE_MS = 1000;

let open = 0;
let on = false;
let idle: NodeJS.Timeout | null = null;

function closed(): void {
  open--;
  if (open > 0 || idle) return;
  idle = setTimeout(() => {
    idle = null;
    current.disable();
    on = false;
  }, IDLE_MS);
  idle.unref();
}

/**
 * A request that may start units of work has begun: the storage stays on until the function
 * it answers is called (once; later calls do nothing), when the request is over.
 */
export function openRequest(): () => void {
  open++;
  if (idle) clearTimeout(idle);
  idle = null;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    closed();
  };
}

/** Whether units of work are being tracked now (for tests: off after IDLE_MS with none open). */
export function trackingWork(): boolean {
  return on;
}

/** The unit of work running now, if any. */
export function currentWork(): UnitOfWork | undefined {
  return on ? current.getStore() : undefined;
}

/**
 * Runs `fn` as `work`: the work it starts, now or in its continuations, belongs to it. When
 * `fn` answers a promise the storage stays on until it settles, request or not.
 */
export function runAs<T>(work: UnitOfWork, fn: () => T): T {
  on = true;
  const result = current.run(work, fn);
  if (result instanceof Promise) {
    const end = openRequest();
    result.then(end, end);
  }
  return result;
}

/** Makes `work` the unit of work for the rest of this async flow. */
export function enterWork(work: UnitOfWork): void {
  on = true;
  current.enterWith(work);
}
