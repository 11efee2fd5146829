import { z } from 'zod';
import type { Db } from '../../db/database';
import { defineJob, type JobLog } from '../../queue/define-job';
import { enqueue } from '../../queue/enqueue';
import type { PageRenderer } from './page-renderer';
import { republishPages } from './republish-pages';

/**
 * Draws the live pages again from their snapshots, a batch at a time, stopping between batches
 * when the process stops (the job is then given back and continued elsewhere or at next start).
 * Pages that could not be drawn fail the job, which is retried later for them alone.
 */
export const republishJob = defineJob({
  kind: 'republish',
  payload: z.object({}),
  run: async (_job, { db, renderer, log }: RepublishContext, signal) => {
    const { rendered, failed } = await republishPages(db, renderer, { signal });
    if (rendered > 0) log('info', `republished ${rendered} live page(s) with this build`);
    if (failed.length > 0) {
      const which = failed.map((f) => `${f.id}: ${f.error}`).join('; ');
      throw new Error(`could not draw ${failed.length} publication(s) again: ${which}`);
    }
  },
});

type RepublishContext = { db: Db; renderer: PageRenderer; log: JobLog };

/**
 * One republish job per renderer: processes started together with one build add it once, and a
 * process claims only its own renderer's job, so a process of the previous build still running
 * during a rolling deploy never draws pages for the new one.
 */
export const republishKey = (renderer: Pick<PageRenderer, 'fingerprint'>) =>
  `${republishJob.kind}:${renderer.fingerprint}`;

/** Asks for every live page another renderer drew to be drawn again by this one (at start). */
export function enqueueRepublish(db: Db, renderer: Pick<PageRenderer, 'fingerprint'>) {
  return enqueue(db, republishJob, {}, { key: republishKey(renderer) });
}
