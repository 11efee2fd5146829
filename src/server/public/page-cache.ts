import { systemClock, type Clock } from '../clock';
import type { Rendition } from './rendition';

type Pointer = { publicationId: number | null; expiresAt: number };

/**
 * Live pages from memory. Which publication a slug shows is re-read after `ttlMs` (so several app
 * processes agree within that time) or at once after this process publishes; renditions of a
 * publication never change, so they are kept until evicted (least recently used first).
 *
 * A slug is read once at a time, however many visitors ask meanwhile (`readPointer`), and a page
 * served from memory never waits for that read: for up to `ttlMs` after its time is up, the
 * publication last read is served while one read brings it up to date (`pointerToServe`). Before,
 * every visitor in the moment a pointer ran out waited for the database, a read each: 120-390 ms
 * at the 99th percentile under load, every five seconds (docs/performance.md). A read that fails
 * (the database restarting) keeps the publication last read, so live pages outlast an outage.
 */
export class PageCache {
  private readonly pointers = new Map<string, Pointer>();
  private readonly renditions = new Map<string, Rendition>();
  private readonly building = new Map<string, Promise<Rendition | null>>();
  /** The rendition used last, already the most recent: asked again, nothing moves. */
  private latest: string | null = null;
  /** The reads of which publication a slug shows under way, one per slug. */
  private readonly reading = new Map<string, Promise<number | null>>();
  /** Counts forgetPointers(): a read started before one is not kept after it. */
  private generation = 0;

  constructor(
    private readonly clock: Clock = systemClock,
    private readonly ttlMs = 5000,
    private readonly maxRenditions = 200,
  ) {}

  pointer(slug: string, now = this.clock.now()): Pointer | undefined {
    const pointer = this.pointers.get(slug);
    return pointer && pointer.expiresAt > now ? pointer : undefined;
  }

  /**
   * Which publication `slug` shows, for a page answered from memory: the pointer while it is fresh,
   * and for up to `ttlMs` after its time, while `refresh(slug)` (called then, once per read) reads
   * it again. Undefined when it was never read, was forgotten or is older than that.
   */
  pointerToServe(
    slug: string,
    refresh: (slug: string) => void,
    now = this.clock.now(),
  ): Pointer | undefined {
    const pointer = this.pointers.get(slug);
    if (!pointer || now >= pointer.expiresAt + this.ttlMs) return undefined;
    if (now >= pointer.expiresAt && !this.reading.has(slug)) refresh(slug);
    return pointer;
  }

  /**
   * Which publication `slug` shows, read with `read` and kept: one read per slug at a time, shared
   * by everyone who asks meanwhile. A read started before forgetPointers() is not kept.
   */
  readPointer(slug: string, read: () => Promise<number | null>): Promise<number | null> {
    const under = this.reading.get(slug);
    if (under) return under;
    const generation = this.generation;
    const pending = read()
      .then((publicationId) => {
        if (generation === this.generation) this.setPointer(slug, publicationId);
        return publicationId;
      })
      .catch((error: unknown) => {
        // The database away (a restart): the page last read is served on while it is, and the
        // pointer is read again `ttlMs` later. Only a slug never read has nothing to fall back on.
        const last = this.pointers.get(slug);
        if (!last || generation !== this.generation) throw error;
        this.setPointer(slug, last.publicationId);
        return last.publicationId;
      })
      .finally(() => {
        if (this.reading.get(slug) === pending) this.reading.delete(slug);
      });
    this.reading.set(slug, pending);
    return pending;
  }

  setPointer(slug: string, publicationId: number | null, now = this.clock.now()): void {
    if (this.pointers.size > 10_000) this.pointers.clear();
    this.pointers.set(slug, { publicationId, expiresAt: now + this.ttlMs });
  }

  rendition(key: string): Rendition | undefined {
    const found = this.renditions.get(key);
    if (found && key !== this.latest) {
      this.renditions.delete(key);
      this.renditions.set(key, found);
      this.latest = key;
    }
    return found;
  }

  setRendition(key: string, rendition: Rendition): void {
    this.renditions.delete(key);
    this.renditions.set(key, rendition);
    this.latest = key;
    while (this.renditions.size > this.maxRenditions) {
      const oldest = this.renditions.keys().next().value;
      if (oldest === undefined) break;
      this.renditions.delete(oldest);
    }
  }

  /**
   * The rendition under `key`, built by `build` only when it is neither kept nor already being
   * built: any number of requests for one page while it is prepared share that one build (and
   * its reading and drawing of the page). A build that finds nothing (null) is not kept.
   */
  async renditionOnce(
    key: string,
    build: () => Promise<Rendition | null>,
  ): Promise<Rendition | null> {
    const kept = this.rendition(key);
    if (kept) return kept;
    let pending = this.building.get(key);
    if (!pending) {
      pending = build().finally(() => this.building.delete(key));
      this.building.set(key, pending);
      const built = await pending;
      if (built) this.setRendition(key, built);
    }
    return pending;
  }

  /** After a publish, unpublish or new address: forget which publication each slug shows. */
  forgetPointers(): void {
    this.pointers.clear();
    this.reading.clear();
    this.generation++;
  }
}
