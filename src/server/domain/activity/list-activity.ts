import { desc, eq } from 'drizzle-orm';
import { ACTIVITY_SHOWN, type ActivityAnswer } from '../../../model/hub/activity';
import type { Db } from '../../db/database';
import { activity } from '../../db/schema';

/** GET /api/activity: the coach's newest actions, newest first. */
export async function listActivity(db: Db, userId: number): Promise<ActivityAnswer> {
  const rows = await db
    .select()
    .from(activity)
    .where(eq(activity.userId, userId))
    .orderBy(desc(activity.id))
    .limit(ACTIVITY_SHOWN);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      subject: r.subject,
      at: r.at.toISOString(),
    })),
  };
}
