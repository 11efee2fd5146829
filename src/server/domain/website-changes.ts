import { currentWork, enterWork } from '../unit-of-work';

/**
 * Enters a scope for the rest of this async flow (a request) and answers its set: the websites
 * this unit of work changes, so open builders can be told once it is done.
 */
export function enterChangeScope(): Set<number> {
  const websites = new Set<number>();
  // A new unit of work that keeps the request's place in the database's queue.
  const arrival = currentWork()?.arrival;
  enterWork(arrival === undefined ? { changed: websites } : { arrival, changed: websites });
  return websites;
}

/** Called by every write to a website's content or settings. */
export function noteWebsiteChanged(websiteId: number): void {
  currentWork()?.changed?.add(websiteId);
}
