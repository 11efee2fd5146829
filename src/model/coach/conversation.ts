import { z } from 'zod';
import { readOnlyKeys } from '../read-only';
import { text } from '../text';

/**
 * The AI Business Coach (issue 14): conversations a coach keeps with an AI coach that knows their
 * avatars, offers, stories, brand voice and page figures. Answers stream as server-sent events.
 */

export const COACH_LIMITS = {
  title: 80,
  message: 4000,
  /** Conversations one coach may keep; messages in one conversation. */
  conversations: 100,
  messages: 200,
} as const;

export type CoachRole = 'user' | 'assistant';
/** An answer written to the end, stopped by the coach, or cut off by a failure. */
export type MessageStatus = 'complete' | 'stopped' | 'failed';

export type CoachMessage = {
  id: number;
  role: CoachRole;
  content: string;
  status: MessageStatus;
  createdAt: string;
};

export type ConversationSummary = {
  id: number;
  title: string;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
};

export type Conversation = ConversationSummary & { messages: CoachMessage[] };
export type ConversationsAnswer = { conversations: ConversationSummary[] };

export const DEFAULT_TITLE = 'New session';

export const conversationInputSchema = z.strictObject({
  title: text(COACH_LIMITS.title).trim().min(1, 'is required').optional(),
});

export const renameInputSchema = z.strictObject({
  title: text(COACH_LIMITS.title).trim().min(1, 'is required'),
});

/**
 * What a conversation's answer holds that PATCH /api/coach/conversations/{id} ignores (issue 23:
 * the answer round-trips; only the title is the coach's to change).
 */
export const CONVERSATION_READ_ONLY = readOnlyKeys<Conversation, z.input<typeof renameInputSchema>>(
  { id: true, messageCount: true, createdAt: true, updatedAt: true, messages: true },
);

export const messageInputSchema = z.strictObject({
  content: text(COACH_LIMITS.message).trim().min(1, 'is required'),
});

/** A title from the first thing the coach asked: its first line, cut at a word. */
export function titleFrom(message: string): string {
  const line = message.split('\n')[0]?.trim() ?? '';
  if (line.length <= 60) return line || DEFAULT_TITLE;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `${space > 30 ? cut.slice(0, space) : cut}…`;
}

/**
 * The events of POST /api/coach/conversations/{id}/messages (text/event-stream):
 * `start` (the coach's message as kept), `delta` (more of the answer), `done` (the answer as
 * kept), `error` (what went wrong; what was written so far is kept).
 */
export type CoachStreamEvent =
  | { event: 'start'; data: { message: CoachMessage } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { message: CoachMessage } }
  | { event: 'error'; data: { message: string } };
