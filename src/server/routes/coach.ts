import type { FastifyInstance } from 'fastify';
import {
  CONVERSATION_READ_ONLY,
  conversationInputSchema,
  messageInputSchema,
  renameInputSchema,
  type CoachStreamEvent,
  type Conversation,
  type ConversationsAnswer,
} from '../../model/coach/conversation';
import { idParamsSchema } from '../../model/ids';
import type { Db } from '../db/database';
import {
  createConversation,
  deleteConversation,
  listConversations,
  readConversation,
  renameConversation,
} from '../domain/coach/conversations';
import { answerCoach, askCoach } from '../domain/coach/send-message';
import { currentUserId } from '../http/current-user';
import { openEventStream } from '../http/event-stream';
import type { Services } from '../services';
import { parseInput, parseWrite } from '../validation';

type Options = { db: Db; services: Services };

/** The AI Business Coach (issue 14): kept conversations, answers streamed as server-sent events. */
export function coachRoutes(app: FastifyInstance, { db, services }: Options): void {
  const base = '/api/coach/conversations';

  app.get(base, async (req): Promise<ConversationsAnswer> => ({
    conversations: await listConversations(db, currentUserId(req)),
  }));

  app.post(base, async (req, reply): Promise<Conversation> => {
    const { title } = parseInput(conversationInputSchema, req.body ?? {});
    const created = await createConversation(db, currentUserId(req), title);
    reply.status(201);
    return created;
  });

  app.get(`${base}/:id`, (req): Promise<Conversation> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return readConversation(db, currentUserId(req), id);
  });

  app.patch(`${base}/:id`, (req): Promise<Conversation> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const { title } = parseWrite(renameInputSchema, req.body ?? {}, CONVERSATION_READ_ONLY);
    return renameConversation(db, currentUserId(req), id, title);
  });

  app.delete(`${base}/:id`, async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteConversation(db, currentUserId(req), id);
    return reply.status(204).send();
  });

  app.post(`${base}/:id/messages`, async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const { content } = parseInput(messageInputSchema, req.body ?? {});
    const userId = currentUserId(req);
    // Checked and kept before the stream opens: a refusal is an ordinary JSON answer.
    const asked = await askCoach(db, services, userId, id, content);
    const stream = openEventStream(reply);
    const send = ({ event, data }: CoachStreamEvent) => stream.send(event, data);
    // Stop in the browser closes the connection: the answer stops and is kept as far as it got.
    const stop = new AbortController();
    stream.out.on('close', () => stop.abort());
    send({ event: 'start', data: { message: asked.message } });
    const answered = await answerCoach(db, services, userId, asked, stop.signal, (text) =>
      send({ event: 'delta', data: { text } }),
    );
    if (answered.fault) req.log.error({ err: answered.fault }, 'the coach’s answer failed');
    if (answered.error) send({ event: 'error', data: { message: answered.error } });
    send({ event: 'done', data: { message: answered.message } });
    stream.end();
  });
}
