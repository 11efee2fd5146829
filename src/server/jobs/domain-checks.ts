import type { Db } from '../db/database';
import {
  anyCheckDue,
  domainChecksJob,
  enqueueDomainChecks,
} from '../domain/domains/domain-checks-job';
import type { JobLog } from '../queue/define-job';
import type { Services } from '../services';
import { handlerOf, type JobHandler } from './job-handler';

/** How often each process looks for domains due a check (and asks for one run if any are). */
export const DOMAIN_CHECKS_EVERY_MS = 30_000;

/** The domain checks job (domain/domains/domain-checks-job.ts), wired to the database. */
export function domainChecksHandler(db: Db, services: Services, log: JobLog): JobHandler {
  return handlerOf(domainChecksJob, {
    db,
    settings: services.domains,
    now: () => new Date(services.clock.now()),
    log,
  });
}

/** Every DOMAIN_CHECKS_EVERY_MS, asks for a run when a domain is due. Answers the stop. */
export function startDomainChecks(
  db: Db,
  services: Pick<Services, 'clock' | 'jobBell'>,
  log: JobLog,
  everyMs = DOMAIN_CHECKS_EVERY_MS,
): () => void {
  const look = () => {
    anyCheckDue(db, new Date(services.clock.now()))
      .then(async (due) => {
        if (due && (await enqueueDomainChecks(db))) services.jobBell.ring();
      })
      .catch((error: unknown) =>
        log('warn', 'could not look for domains to check', { err: error }),
      );
  };
  const timer = setInterval(look, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
