import type { FastifyInstance } from 'fastify';
import { openEventStream } from '../http/event-stream';
import { eq } from 'drizzle-orm';
import { idParamsSchema } from '../../model/ids';
import type { Db } from '../db/database';
import { websites } from '../db/schema';
import { findOwnedWebsite } from '../domain/owned';
import type { WebsiteChangeFeed } from '../http/change-feed';
import { currentUserId } from '../http/current-user';
import { doneWithWork } from '../http/open-requests';
import { runAs } from '../unit-of-work';
import { parseInput } from '../validation';

type Options = { db: Db; feed: WebsiteChangeFeed; recheckMs?: number };

const HEARTBEAT_MS = 25_000;

async function stampOf(db: Db, websiteId: number): Promise<string | null> {
  const [row] = await db
    .select({ updatedAt: websites.updatedAt, version: websites.version })
    .from(websites)
    .where(eq(websites.id, websiteId));
  return row ? `${row.updatedAt.toISOString()}/${row.version}` : null;
}

/**
 * GET /api/websites/{id}/changes: a server-sent event stream that says "changed" (with the editor
 * that changed it, when known) whenever the website's content or settings change, so a second
 * builder tab on the same website follows along within a second.
 */
export function websiteChangeRoutes(
  app: FastifyInstance,
  { db, feed, recheckMs = 2_000 }: Options,
): void {
  // Open streams never end by themselves: closing the app ends them, so shutting down never waits.
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });

  app.get('/api/websites/:id/changes', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const owned = await findOwnedWebsite(db, currentUserId(req), id);
    let stamp: string | null = `${owned.updatedAt.toISOString()}/${owned.version}`;
    const stream = openEventStream(reply);
    const send = (editor: string | null) => stream.send('changed', { editor });
    stream.raw('retry: 1000');
    // While the stamp of an announced change is being read, the recheck must not announce it again.
    let refreshing = 0;
    const unsubscribe = feed.subscribe(id, (change) => {
      send(change.editor);
      refreshing += 1;
      void stampOf(db, id)
        .then((s) => (stamp = s))
        .catch(() => {})
        .finally(() => (refreshing -= 1));
    });
    // Changes made through another app process reach this one only through the database. The
    // rechecks are work of their own, not the request's (which arrived long before them).
    const recheck = runAs({}, () =>
      setInterval(() => {
        if (refreshing > 0) return;
        void stampOf(db, id)
          .then((now) => {
            if (refreshing > 0) return;
            if (now === null) return stream.end();
            if (now !== stamp) {
              stamp = now;
              send(null);
            }
          })
          .catch(() => {});
      }, recheckMs),
    );
    const heartbeat = setInterval(() => stream.raw(': still here'), HEARTBEAT_MS);
    const end = () => {
      open.delete(end);
      unsubscribe();
      clearInterval(recheck);
      clearInterval(heartbeat);
      stream.end();
    };
    open.add(end);
    req.raw.on('close', end);
    doneWithWork(req);
  });
}
