import { aiFor } from '../own-ai/ai-for';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  COACH_LIMITS,
  titleFrom,
  type CoachMessage,
  type MessageStatus,
} from '../../../model/coach/conversation';
import type { Db } from '../../db/database';
import { coachConversations, coachMessages } from '../../db/schema';
import { AppError } from '../../errors';
import type { CoachTurn } from '../../integrations/ai/coach-brief';
import { AiProviderError } from '../../integrations/ai/provider';
import type { Services } from '../../services';
import { takeAiAllowance } from '../ai/run-generation';
import { coachContext } from './coach-context';
import { findOwnedConversation, messageFromRow } from './conversations';

export type Asked = { conversationId: number; message: CoachMessage; history: CoachTurn[] };

/**
 * The checks and the coach's message, before any answer is written: the conversation is theirs,
 * has room, and they are within the per-minute allowance (429 past it). The message is kept at
 * once, so nothing typed is lost whatever happens to the answer.
 */
export async function askCoach(
  db: Db,
  services: Services,
  userId: number,
  conversationId: number,
  content: string,
): Promise<Asked> {
  const conversation = await findOwnedConversation(db, userId, conversationId);
  const [kept] = await db
    .select({ n: count() })
    .from(coachMessages)
    .where(eq(coachMessages.conversationId, conversationId));
  if ((kept?.n ?? 0) + 2 > COACH_LIMITS.messages) {
    throw new AppError('conflict', 'This session is full. Start a new session to go on.');
  }
  await takeAiAllowance(db, services, userId, 'messages');
  const history = await db
    .select({ role: coachMessages.role, content: coachMessages.content })
    .from(coachMessages)
    .where(eq(coachMessages.conversationId, conversationId))
    .orderBy(asc(coachMessages.id));
  const [row] = await db
    .insert(coachMessages)
    .values({ conversationId, role: 'user', content })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await db
    .update(coachConversations)
    .set({
      updatedAt: sql`now()`,
      ...(!conversation.named && history.length === 0 ? { title: titleFrom(content) } : {}),
    })
    .where(and(eq(coachConversations.id, conversationId), eq(coachConversations.userId, userId)));
  return { conversationId, message: messageFromRow(row), history };
}

/**
 * Writes the coach's answer, handing each piece to `onText` as it comes, and keeps it: whole,
 * or as far as it got when the coach pressed Stop or the provider failed.
 */
export async function answerCoach(
  db: Db,
  services: Services,
  userId: number,
  asked: Asked,
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<{ message: CoachMessage; error: string | null; fault: unknown }> {
  let written = '';
  let status: MessageStatus = 'complete';
  let error: string | null = null;
  let fault: unknown = null;
  try {
    const context = await coachContext(db, services, userId);
    const ai = await aiFor(db, services, userId);
    const stream = ai.coachReply(
      { context, history: asked.history, message: asked.message.content },
      signal,
    );
    for await (const piece of stream) {
      written += piece;
      onText(piece);
    }
  } catch (failure) {
    if (signal.aborted) status = 'stopped';
    else {
      status = 'failed';
      error =
        failure instanceof AiProviderError
          ? `${failure.message} Please try again.`
          : 'The answer could not be written. Please try again.';
      // Not the provider's doing: kept as far as it got, told to the coach, logged by the route.
      if (!(failure instanceof AiProviderError)) fault = failure;
    }
  }
  const [row] = await db
    .insert(coachMessages)
    .values({ conversationId: asked.conversationId, role: 'assistant', content: written, status })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await db
    .update(coachConversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(coachConversations.id, asked.conversationId));
  return { message: messageFromRow(row), error, fault };
}
