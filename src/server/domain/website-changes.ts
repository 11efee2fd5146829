import { AsyncLocalStorage } from 'node:async_hooks';

/** The websites one unit of work (one request) changed, so open builders can be told once it is done. */
const changed = new AsyncLocalStorage<Set<number>>();

/** Enters a scope for the rest of this async flow (a request) and answers its set. */
export function enterChangeScope(): Set<number> {
  const websites = new Set<number>();
  changed.enterWith(websites);
  return websites;
}

/** Called by every write to a website's content or settings. */
export function noteWebsiteChanged(websiteId: number): void {
  changed.getStore()?.add(websiteId);
}
