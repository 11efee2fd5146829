import type { Db } from '../../src/server/db/database';
import type { LiveLeadForm } from '../../src/server/domain/leads/live-lead-form';
import { submitLead } from '../../src/server/domain/leads/submit-lead';
import { deliverLeadsHandler } from '../../src/server/jobs/deliver-leads';
import { startRunner, type JobRunner } from '../../src/server/jobs/runner';
import type { Services } from '../../src/server/services';
import type { TestApp } from './test-app';

/** A website of the test coach and a stand-in for a lead form on its live page. */
export async function formOfNewWebsite(t: TestApp, name = 'Leads page'): Promise<LiveLeadForm> {
  const created = await t.call('POST', '/api/websites', { name, template: 'coaching-offer' });
  const me = (await t.call('GET', '/api/auth/me')).body as { user: { id: number } };
  const website = created.body as { id: number; name: string };
  return {
    userId: me.user.id,
    websiteId: website.id,
    websiteName: website.name,
    slug: 'leads-page',
    publicationId: 0,
    elementId: 1,
    fields: { name: 'required', email: 'required', phone: 'optional', message: 'optional' },
  };
}

/** A visitor's answers, numbered so each is a different person. */
export function visitor(n: number, message = `Hello, I would like to hear about coaching (${n})`) {
  return { name: `Visitor Number${n}`, email: `visitor${n}@example.com`, phone: '', message };
}

export function submit(
  db: Db,
  services: Services,
  form: LiveLeadForm,
  n: number,
  message?: string,
) {
  return submitLead(db, services, form, visitor(n, message), 'http://localhost/s/leads-page');
}

/** An outbox runner as an app process starts it, retrying fast. */
export function startOutbox(db: Db, services: Services, owner?: string): JobRunner {
  return startRunner({
    db,
    handlers: [deliverLeadsHandler(db, services, { baseMs: 50, maxMs: 200 })],
    log: () => undefined,
    pollMs: 50,
    concurrency: 4,
    bell: services.jobBell,
    ...(owner ? { owner } : {}),
  });
}
