import { asc, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { customDomains } from '../../db/schema';
import { defineJob, type JobLog } from '../../queue/define-job';
import { enqueue } from '../../queue/enqueue';
import { applyCheck } from './apply-check';
import { checkDns } from './check-dns';
import type { DomainSettings } from './domain-settings';

/** Domains one run checks at most (the rest are due in the next run). */
const CHECKS_PER_RUN = 50;

/** Whether any domain's check is due at `now`. */
export async function anyCheckDue(db: Db, now: Date): Promise<boolean> {
  const [due] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(lte(customDomains.nextCheckAt, now))
    .limit(1);
  return due !== undefined;
}

/**
 * Checks the DNS of every domain that is due at `now`: one still waiting, on its back-off (a
 * minute, doubling to an hour); a verified one, daily (3 failed days and it is no longer served).
 * Answers how many were checked and how many became verified or stopped being so.
 */
export async function runDueChecks(
  db: Db,
  settings: DomainSettings,
  now: Date,
  signal?: AbortSignal,
): Promise<{ checked: number; changed: string[] }> {
  const due = await db
    .select()
    .from(customDomains)
    .where(lte(customDomains.nextCheckAt, now))
    .orderBy(asc(customDomains.nextCheckAt))
    .limit(CHECKS_PER_RUN);
  const changed: string[] = [];
  for (const row of due) {
    if (signal?.aborted) break;
    const found = await checkDns(row.domain, row.token, settings.target, settings.dns);
    const stored = await applyCheck(db, row, found, now);
    if (stored && (stored.verifiedAt === null) !== (row.verifiedAt === null)) {
      changed.push(`${row.domain} ${stored.verifiedAt ? 'verified' : 'no longer verified'}`);
    }
  }
  return { checked: due.length, changed };
}

/** The one job that checks the due domains (a key: several processes ask, one runs). */
export const domainChecksJob = defineJob({
  kind: 'domain-checks',
  payload: z.object({}),
  // What it changes, every process (this one too) follows within seconds (domain-directory.ts).
  run: async (_job, { db, settings, now, log }: DomainChecksContext, signal) => {
    const result = await runDueChecks(db, settings, now(), signal);
    if (result.changed.length > 0) log('info', `own domains: ${result.changed.join('; ')}`);
  },
});

type DomainChecksContext = {
  db: Db;
  settings: DomainSettings;
  now: () => Date;
  log: JobLog;
};

export const DOMAIN_CHECKS_KEY = domainChecksJob.kind;

/** Asks for a run of the due checks (a no-op while one waits or runs). */
export function enqueueDomainChecks(db: Db) {
  return enqueue(db, domainChecksJob, {}, { key: DOMAIN_CHECKS_KEY });
}
