import type { Db } from '../db/database';
import { forgetEndedCounters } from '../domain/auth/rate-limit';
import type { Services } from '../services';
import type { JobLog } from './runner';

/** How often each app process clears ended rate-limit rows (and once as it starts). */
export const FORGET_COUNTERS_EVERY_MS = 10 * 60 * 1000;

/**
 * Clears the rate limits' rows whose window is over, and the usual addresses not seen for
 * `usualAddressDays` (rate-limit.ts), now and every `everyMs`, so neither grows without end nor
 * keeps a pseudonym longer than it is needed. Every process does it: a delete of ended rows is the
 * same whoever does it, and rows another process is deleting are skipped. Answers the stop.
 */
export function startForgettingCounters({
  db,
  services,
  log,
  everyMs = FORGET_COUNTERS_EVERY_MS,
}: {
  db: Db;
  services: Pick<Services, 'limits'>;
  log: JobLog;
  everyMs?: number;
}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      try {
        await forgetEndedCounters(db, { rememberDays: services.limits.signIn.usualAddressDays });
      } catch (error) {
        log('warn', 'could not clear ended rate-limit rows', { err: error });
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
