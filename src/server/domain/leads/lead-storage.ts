import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { LeadStorage } from '../../../model/crm/inbox-api';
import type { Db } from '../../db/database';
import { leads } from '../../db/schema';
import { LEAD_STORAGE_WARNING } from './lead-limits';

async function storedLeads(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(eq(leads.userId, userId));
  return row?.n ?? 0;
}

/**
 * Removes `excess` of a coach's leads to keep within the quota: the oldest delivered leads go
 * first, then the oldest failed ones. A lead still waiting to be sent (queued or held) is never
 * removed.
 */
export async function makeRoomForLeads(db: Db, userId: number, excess: number): Promise<void> {
  let left = excess;
  for (const status of ['delivered', 'failed'] as const) {
    if (left <= 0) return;
    const oldest = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.userId, userId), eq(leads.status, status)))
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(left);
    if (oldest.length === 0) continue;
    await db.delete(leads).where(
      inArray(
        leads.id,
        oldest.map((row) => row.id),
      ),
    );
    left -= oldest.length;
  }
}

/** How many leads the coach keeps against the quota, and whether the inbox should warn. */
export async function leadStorage(db: Db, userId: number, max: number): Promise<LeadStorage> {
  const stored = await storedLeads(db, userId);
  return { stored, max, nearlyFull: stored >= max * LEAD_STORAGE_WARNING };
}
