import { systemClock, type Clock } from '../clock';
import type { Rendition } from './rendition';

type Pointer = { publicationId: number | null; expiresAt: number };

/**
 * Live pages from memory. Which publication a slug shows is re-read after `ttlMs` (so several app
 * processes agree within that time) or at once after this process publishes; renditions of a
 * publication never change, so they are kept until evicted (least recently used first).
 */
export class PageCache {
  private readonly pointers = new Map<string, Pointer>();
  private readonly renditions = new Map<string, Rendition>();
  private readonly building = new Map<string, Promise<Rendition | null>>();
  /** The rendition used last, already the most recent: asked again, nothing moves. */
  private latest: string | null = null;

  constructor(
    private readonly clock: Clock = systemClock,
    private readonly ttlMs = 5000,
    private readonly maxRenditions = 200,
  ) {}

  pointer(slug: string, now = this.clock.now()): Pointer | undefined {
    const pointer = this.pointers.get(slug);
    return pointer && pointer.expiresAt > now ? pointer : undefined;
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
  }
}
