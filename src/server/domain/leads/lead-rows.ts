import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leads } from '../../db/schema';

export type LeadRow = typeof leads.$inferSelect;

/** The key of the job that delivers a lead (lead-delivery-job.ts): one per lead. */
export const leadJobKey = (leadId: number) => `lead:${leadId}`;

export async function leadRow(db: Db, id: number): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

/** Records what a delivery step did (or why it stopped), so no step is done twice. */
export async function updateLead(
  db: Db,
  id: number,
  values: Partial<Omit<LeadRow, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'attempts'>> & {
    attempts?: SQL;
  },
): Promise<void> {
  await db
    .update(leads)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(leads.id, id));
}
