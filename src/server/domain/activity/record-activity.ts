import { and, desc, eq, lt } from 'drizzle-orm';
import { ACTIVITY_KEPT, type ActivityKind } from '../../../model/hub/activity';
import type { Db } from '../../db/database';
import { activity } from '../../db/schema';

/**
 * Notes one of the coach's actions in their activity log, in the caller's transaction when there
 * is one; past ACTIVITY_KEPT entries the oldest go.
 */
export async function recordActivity(
  db: Db,
  userId: number,
  kind: ActivityKind,
  subject: string,
): Promise<void> {
  await db.insert(activity).values({ userId, kind, subject: subject.slice(0, 200) });
  const [edge] = await db
    .select({ id: activity.id })
    .from(activity)
    .where(eq(activity.userId, userId))
    .orderBy(desc(activity.id))
    .offset(ACTIVITY_KEPT - 1)
    .limit(1);
  if (edge) {
    await db.delete(activity).where(and(eq(activity.userId, userId), lt(activity.id, edge.id)));
  }
}
