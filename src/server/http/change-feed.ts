import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enterChangeScope } from '../domain/website-changes';

/** Who made a change: the builder tab's own id (the `X-Editor-Id` header), so it can skip its own. */
export type WebsiteChange = { websiteId: number; editor: string | null };
type Listener = (change: WebsiteChange) => void;

const EDITOR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Tells open builders of a website that it changed, as soon as the request that changed it has
 * answered (so the change is committed). In-process only: the change stream also checks the
 * database every few seconds, which is how a change made through another app process arrives.
 */
export class WebsiteChangeFeed {
  private readonly listeners = new Map<number, Set<Listener>>();

  subscribe(websiteId: number, listener: Listener): () => void {
    let set = this.listeners.get(websiteId);
    if (!set) this.listeners.set(websiteId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(websiteId);
    };
  }

  publish(change: WebsiteChange): void {
    for (const listener of this.listeners.get(change.websiteId) ?? []) listener(change);
  }

  /** Notes the websites each write request changes and publishes them once it answered 2xx. */
  announceWrites(app: FastifyInstance): void {
    const changedBy = new WeakMap<FastifyRequest, Set<number>>();
    app.addHook('preHandler', (req, _reply, done) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') changedBy.set(req, enterChangeScope());
      done();
    });
    app.addHook('onResponse', (req, reply, done) => {
      const websites = changedBy.get(req);
      if (websites && reply.statusCode < 400) {
        const header = req.headers['x-editor-id'];
        const editor = typeof header === 'string' && EDITOR_ID.test(header) ? header : null;
        for (const websiteId of websites) this.publish({ websiteId, editor });
      }
      done();
    });
  }
}
