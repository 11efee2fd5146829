import type { Db } from '../db/database';
import { republishPages } from '../domain/publishing/republish-pages';
import type { Renderer } from '../public/renderer';
import { enqueueJob } from './job-rows';
import type { JobHandler, JobLog } from './runner';

const KIND = 'republish';

/**
 * One republish job per renderer: processes started together with one build add it once, and a
 * process claims only its own renderer's job, so a process of the previous build still running
 * during a rolling deploy never draws pages for the new one.
 */
const keyFor = (renderer: Renderer) => `${KIND}:${renderer.fingerprint}`;

/** Asks for every live page another renderer drew to be drawn again by this one (at start). */
export function enqueueRepublish(db: Db, renderer: Renderer): Promise<boolean> {
  return enqueueJob(db, { kind: KIND, key: keyFor(renderer) });
}

/**
 * Draws the live pages again from their snapshots, a batch at a time, stopping between batches
 * when the process stops (the job is then given back and continued elsewhere or at next start).
 * Pages that could not be drawn fail the job, which is retried later for them alone.
 */
export function republishHandler(db: Db, renderer: Renderer, log: JobLog): JobHandler {
  return {
    kind: KIND,
    key: keyFor(renderer),
    run: async (_job, signal) => {
      const { rendered, failed } = await republishPages(db, renderer, { signal });
      if (rendered > 0) log('info', `republished ${rendered} live page(s) with this build`);
      if (failed.length > 0) {
        const which = failed.map((f) => `${f.id}: ${f.error}`).join('; ');
        throw new Error(`could not draw ${failed.length} publication(s) again: ${which}`);
      }
    },
  };
}
