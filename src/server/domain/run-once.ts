import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotentRequests } from '../db/schema';
import { AppError } from '../errors';

export type OnceRequest = {
  userId: number;
  key: string;
  /** "METHOD /path": a key answers only the request it was first used for. */
  request: string;
  /** The status a first answer is sent with, and every replay of it. */
  status: number;
};

export type OnceAnswer<T> = { status: number; answer: T | unknown; replayed: boolean };

/**
 * Does `work` once per coach and key. The key is claimed and the answer kept in the same
 * transaction as the work, so a retry (even one racing the first try) waits for it and gets its
 * answer instead of doing the work again. Work that fails keeps nothing, so it can be retried.
 * The body of a retry is not compared: the key names the change (this new element, this edit
 * from version 3), and the client reconciles anything it changed since from the answer.
 */
export async function runOnce<T>(
  db: Db,
  { userId, key, request, status }: OnceRequest,
  work: (db: Db) => Promise<T>,
): Promise<OnceAnswer<T>> {
  // Forget this coach's keys older than a day, in its own short statement rather than holding
  // their row locks through the work.
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, userId),
        lt(idempotentRequests.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotentRequests)
      .values({ userId, key, request, status })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed.length === 0) {
      const [kept] = await tx
        .select()
        .from(idempotentRequests)
        .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
      if (!kept || kept.request !== request) {
        throw new AppError('bad_request', 'This Idempotency-Key was used for another request', {
          'Idempotency-Key': 'must be new for each change',
        });
      }
      return { status: kept.status, answer: kept.answer, replayed: true };
    }
    const answer = await work(tx);
    await tx
      .update(idempotentRequests)
      .set({ answer: answer ?? null })
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    return { status, answer, replayed: false };
  });
}
