import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  COACH_LIMITS,
  DEFAULT_TITLE,
  type CoachMessage,
  type Conversation,
  type ConversationSummary,
} from '../../../model/coach/conversation';
import type { Db } from '../../db/database';
import { coachConversations, coachMessages } from '../../db/schema';
import { notFound } from '../../errors';
type ConversationRow = typeof coachConversations.$inferSelect;
type MessageRow = typeof coachMessages.$inferSelect;
export function messageFromRow(row: MessageRow): CoachMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
function summaryOf(row: ConversationRow, messageCount: number): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
import { assertRoomToKeep } from '../room-to-keep';

/** One of the coach's conversations, or 404 (another coach's is not found either). */
export async function findOwnedConversation(
  db: Db,
  userId: number,
  id: number,
): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(coachConversations)
    .where(and(eq(coachConversations.id, id), eq(coachConversations.userId, userId)));
  if (!row) throw notFound('Conversation');
  return row;
}

export async function listConversations(db: Db, userId: number): Promise<ConversationSummary[]> {
  const rows = await db
    .select({ conversation: coachConversations, messages: count(coachMessages.id) })
    .from(coachConversations)
    .leftJoin(coachMessages, eq(coachMessages.conversationId, coachConversations.id))
    .where(eq(coachConversations.userId, userId))
    .groupBy(coachConversations.id)
    .orderBy(desc(coachConversations.updatedAt), desc(coachConversations.id));
  return rows.map((r) => summaryOf(r.conversation, r.messages));
}

export async function readConversation(db: Db, userId: number, id: number): Promise<Conversation> {
  const row = await findOwnedConversation(db, userId, id);
  const messages = await db
    .select()
    .from(coachMessages)
    .where(eq(coachMessages.conversationId, id))
    .orderBy(asc(coachMessages.id));
  return { ...summaryOf(row, messages.length), messages: messages.map(messageFromRow) };
}

/** POST /api/coach/conversations (COACH_LIMITS.conversations at most). */
export async function createConversation(
  db: Db,
  userId: number,
  title: string | undefined,
): Promise<Conversation> {
  return db.transaction(async (tx) => {
    await assertRoomToKeep(tx, userId, {
      table: coachConversations,
      owner: coachConversations.userId,
      max: COACH_LIMITS.conversations,
      full: `You can keep up to ${COACH_LIMITS.conversations} coaching sessions. Delete one you no longer need to start another.`,
    });
    const [row] = await tx
      .insert(coachConversations)
      .values({ userId, title: title ?? DEFAULT_TITLE, named: title !== undefined })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { ...summaryOf(row, 0), messages: [] };
  });
}

/** PATCH /api/coach/conversations/{id}: the coach's own name for it, kept from then on. */
export async function renameConversation(
  db: Db,
  userId: number,
  id: number,
  title: string,
): Promise<Conversation> {
  await findOwnedConversation(db, userId, id);
  await db
    .update(coachConversations)
    .set({ title, named: true, updatedAt: sql`now()` })
    .where(and(eq(coachConversations.id, id), eq(coachConversations.userId, userId)));
  return readConversation(db, userId, id);
}

export async function deleteConversation(db: Db, userId: number, id: number): Promise<void> {
  await findOwnedConversation(db, userId, id);
  await db
    .delete(coachConversations)
    .where(and(eq(coachConversations.id, id), eq(coachConversations.userId, userId)));
}
