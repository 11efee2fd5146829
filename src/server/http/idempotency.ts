import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { runOnce } from '../domain/run-once';
import { currentUserId } from './current-user';
import { parseInput } from '../validation';

const headerSchema = z.object({
  'Idempotency-Key': z
    .string()
    .regex(/^[A-Za-z0-9_.:@-]{1,200}$/, 'must be 1-200 letters, digits or _ . : @ -')
    .optional(),
});

/**
 * Answers a change the client may send again after losing the answer (a builder retry, a second
 * click on Create). With an `Idempotency-Key` header the work is done once per key and the kept
 * answer is sent for every repeat, marked `Idempotent-Replayed: true`; without one it simply runs.
 */
export async function answerOnce<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (db: Db) => Promise<T>,
): Promise<T | unknown> {
  const key = parseInput(headerSchema, {
    'Idempotency-Key': req.headers['idempotency-key'],
  })['Idempotency-Key'];
  reply.status(status);
  if (key === undefined) return work(db);
  const request = `${req.method} ${req.url}`;
  const once = await runOnce(db, { userId: currentUserId(req), key, request, status }, work);
  reply.status(once.status);
  if (once.replayed) reply.header('idempotent-replayed', 'true');
  return once.answer;
}
