import type { Db } from '../db/database';
import { publishDuePosts, publishPostJob } from '../domain/posts/publish-post-job';
import type { JobLog } from '../queue/define-job';
import type { Services } from '../services';
import { handlerOf, type JobHandler } from './job-handler';

/** The publish-post job (domain/posts/publish-post-job.ts), wired to the database and the clock. */
export function publishPostHandler(db: Db, services: Pick<Services, 'clock'>): JobHandler {
  return handlerOf(publishPostJob, { db, now: () => new Date(services.clock.now()) });
}

/**
 * At start: the scheduled posts whose time passed while no process ran are published now (their
 * jobs would too, once claimed; this does not wait for them). Harmless on several processes.
 */
export async function publishPostsMissed(
  db: Db,
  services: Pick<Services, 'clock'>,
  log: JobLog,
): Promise<void> {
  try {
    const published = await publishDuePosts(db, new Date(services.clock.now()));
    if (published.length > 0) log('info', `published ${published.length} scheduled post(s) due`);
  } catch (error) {
    log('warn', 'could not publish the scheduled posts due', { err: error });
  }
}
