import { and, eq } from 'drizzle-orm';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { publications } from '../../db/schema';
import type { PageRenderer } from './page-renderer';
import { snapshotOf } from './snapshot-of';

/** A publication's content and its page body as drawn by the running renderer. */
export type RenderedPublication = { snapshot: Website; body: string };

/**
 * A publication ready to serve: its stored body when the running renderer drew it, else its body
 * drawn again from the snapshot (and stored, so the next reader is spared the work). Null when
 * the publication is gone. A visitor never gets a body drawn for another build's stylesheet.
 */
export async function renderedPublication(
  db: Db,
  id: number,
  renderer: PageRenderer,
): Promise<RenderedPublication | null> {
  const [row] = await db
    .select({
      snapshot: publications.snapshot,
      contentVersion: publications.contentVersion,
      body: publications.body,
      renderedWith: publications.renderedWith,
    })
    .from(publications)
    .where(eq(publications.id, id));
  if (!row) return null;
  const snapshot = snapshotOf(row);
  if (row.renderedWith === renderer.fingerprint) return { snapshot, body: row.body };
  const body = renderer.renderBody(snapshot);
  await storeBody(db, id, body, renderer.fingerprint, row.renderedWith);
  return { snapshot, body };
}

/**
 * Keeps a body drawn again, unless someone changed the row since it was read (`drawnWith` is
 * what it said then): then theirs stands, and this process serves its own from memory.
 */
export async function storeBody(
  db: Db,
  id: number,
  body: string,
  fingerprint: string,
  drawnWith: string,
): Promise<boolean> {
  const updated = await db
    .update(publications)
    .set({ body, renderedWith: fingerprint })
    .where(and(eq(publications.id, id), eq(publications.renderedWith, drawnWith)))
    .returning({ id: publications.id });
  return updated.length > 0;
}

/** The website a publication is of, and its content as the running code reads it. */
export async function publicationContent(
  db: Db,
  publicationId: number,
): Promise<{ websiteId: number; snapshot: Website } | null> {
  const [row] = await db
    .select({
      websiteId: publications.websiteId,
      snapshot: publications.snapshot,
      contentVersion: publications.contentVersion,
    })
    .from(publications)
    .where(eq(publications.id, publicationId));
  return row ? { websiteId: row.websiteId, snapshot: snapshotOf(row) } : null;
}
