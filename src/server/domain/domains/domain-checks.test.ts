import { describe, expect, it } from 'vitest';
import type { CustomDomain } from '../../../model/domains/custom-domains';
import { createWebsite, publishLeadForm } from '../../../../test/support/builders';
import {
  addDomain,
  setRightRecords,
  TEST_TARGET,
  verifiedDomain,
  testDns,
} from '../../../../test/support/domains';
import { setupTestApp } from '../../../../test/support/test-app';
import { backoffMs } from './apply-check';
import { runDueChecks } from './domain-checks-job';

const dns = testDns();
const settings = () => dns.settings();
const t = setupTestApp(undefined, () => ({ domains: settings() }));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (start: number, ms: number) => new Date(start + ms);

async function domainNamed(websiteId: number, name: string): Promise<CustomDomain> {
  const list = await t.call('GET', `/api/websites/${websiteId}/domains`);
  const found = (list.body as { domains: CustomDomain[] }).domains.find((d) => d.domain === name);
  if (!found) throw new Error(`${name} not listed`);
  return found;
}

describe('the background checks', () => {
  it('back off from a minute to an hour apart while a domain waits', () => {
    expect([0, 1, 2, 3, 5, 6, 20].map((n) => backoffMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 32, 60, 60,
    ]);
  });

  it('verify a waiting domain once its records appear, with nothing asked before it is due', async () => {
    const site = await createWebsite(t, { name: 'Background' });
    const added = await addDomain(t, site.id, 'background-coach.com');
    const start = Date.now();
    dns.set('background-coach.com', undefined);
    const early = await runDueChecks(t.database.db, settings(), at(start, 30_000));
    expect(early.checked).toBe(0);
    setRightRecords(dns, added.domain);
    const due = await runDueChecks(t.database.db, settings(), at(start, 61_000));
    expect(due.changed).toEqual(['background-coach.com verified']);
    expect((await domainNamed(site.id, 'background-coach.com')).state).toBe('verified');
  });

  it('keep serving a domain that points elsewhere for 3 days, then stop asking for its certificate', async () => {
    const { website } = await publishLeadForm(t, 'Moved Away');
    const verified = await verifiedDomain(t, dns, website.id, 'moved-away.com');
    const start = Date.parse(verified.verifiedAt ?? '');
    dns.set('moved-away.com', { A: ['198.51.100.77'] });
    const serves = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/internal/tls/ask?domain=moved-away.com`,
        })
      ).statusCode;
    for (const day of [1, 2]) {
      await runDueChecks(t.database.db, settings(), at(start, day * DAY + HOUR));
      const shown = await domainNamed(website.id, 'moved-away.com');
      expect(shown.state, `day ${day}`).toBe('failing');
      expect(shown.reasons).toEqual([
        `moved-away.com points to 198.51.100.77, not to ${TEST_TARGET.ips[0]}`,
      ]);
      expect(await serves(), `day ${day}`).toBe(200);
    }
    const third = await runDueChecks(t.database.db, settings(), at(start, 3 * DAY + 2 * HOUR));
    expect(third.changed).toEqual(['moved-away.com no longer verified']);
    expect(await serves()).toBe(404);
    const lapsed = await domainNamed(website.id, 'moved-away.com');
    expect(lapsed).toMatchObject({ state: 'failing', verifiedAt: null });
  });

  it('forgive a bad day: a domain whose records come back is verified again and its clock restarts', async () => {
    const { website } = await publishLeadForm(t, 'Bad Day');
    const verified = await verifiedDomain(t, dns, website.id, 'bad-day.com');
    const start = Date.parse(verified.verifiedAt ?? '');
    const right = verified.records;
    dns.set('bad-day.com', { A: ['198.51.100.78'] });
    await runDueChecks(t.database.db, settings(), at(start, DAY + HOUR));
    expect((await domainNamed(website.id, 'bad-day.com')).state).toBe('failing');
    setRightRecords(dns, { ...verified, records: right });
    await runDueChecks(t.database.db, settings(), at(start, 2 * DAY + 2 * HOUR));
    expect((await domainNamed(website.id, 'bad-day.com')).state).toBe('verified');
  });
});
