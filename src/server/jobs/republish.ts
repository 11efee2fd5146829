import type { Db } from '../db/database';
import { republishJob, republishKey } from '../domain/publishing/republish-job';
import type { Renderer } from '../public/renderer';
import type { JobLog } from '../queue/define-job';
import { handlerOf, type JobHandler } from './job-handler';

/**
 * The republish job (domain/publishing/republish-job.ts) for this process's renderer: the runner
 * takes only this build's job of the kind.
 */
export function republishHandler(db: Db, renderer: Renderer, log: JobLog): JobHandler {
  return handlerOf(republishJob, { db, renderer, log }, { key: republishKey(renderer) });
}
