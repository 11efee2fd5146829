import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { countAttempt } from '../auth/rate-limit';
import { ownEndpoint } from './endpoints';
import { tellTestEvent } from './tell-webhooks';

/** "Send test event" presses an endpoint takes in a minute (issue 36). */
export const TEST_EVENTS_PER_MINUTE = 5;

/**
 * POST /api/webhooks/:id/test: a test event to one of the coach's endpoints, at most
 * TEST_EVENTS_PER_MINUTE a minute per endpoint (counted on the shared database, so across
 * processes); past it a 429 saying when to try again. Answers the delivery's id.
 */
export async function sendTestEvent(
  db: Db,
  userId: number,
  endpointId: number,
  now: Date,
): Promise<string> {
  const endpoint = await ownEndpoint(db, userId, endpointId);
  const { count, secondsLeft } = await countAttempt(db, `webhook-test:${endpoint.id}`, 60);
  if (count > TEST_EVENTS_PER_MINUTE) {
    const wait = Math.max(1, Math.ceil(secondsLeft));
    throw new AppError(
      'too_many_requests',
      `This webhook takes ${TEST_EVENTS_PER_MINUTE} test events a minute. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      undefined,
      { retryAfterSeconds: wait },
    );
  }
  return tellTestEvent(db, endpoint, now);
}
