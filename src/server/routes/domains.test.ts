import { describe, expect, it } from 'vitest';
import type { CustomDomain, WebsiteDomains } from '../../model/domains/custom-domains';
import { createWebsite } from '../../../test/support/builders';
import {
  addDomain,
  setRightRecords,
  TEST_TARGET,
  verifiedDomain,
  testDns,
} from '../../../test/support/domains';
import { setupTestApp } from '../../../test/support/test-app';

const dns = testDns();
const t = setupTestApp(undefined, () => ({
  domains: {
    ...dns.settings(),
    maxPerWebsite: 3,
    ownHosts: ['app.coachsite.test', TEST_TARGET.host],
  },
}));

const listOf = async (websiteId: number, cookie?: string) =>
  (await t.call('GET', `/api/websites/${websiteId}/domains`, undefined, cookie))
    .body as WebsiteDomains;

describe('adding a domain', () => {
  it('answers the records to set: A for an apex, CNAME for www, and the TXT token, waiting for DNS', async () => {
    const site = await createWebsite(t, { name: 'Records' });
    const apex = await addDomain(t, site.id, 'https://Records-Coach.COM/about?x=1');
    expect(apex.status).toBe(201);
    expect(apex.domain).toMatchObject({
      domain: 'records-coach.com',
      shown: 'records-coach.com',
      isPrimary: true,
      state: 'waiting',
      reasons: expect.arrayContaining(['the TXT record is missing']) as string[],
    });
    const [a, txt] = apex.domain.records;
    expect(a).toEqual({
      type: 'A',
      name: 'records-coach.com',
      host: '@',
      value: '203.0.113.10',
    });
    expect(txt).toMatchObject({
      type: 'TXT',
      name: '_coachsite-challenge.records-coach.com',
      host: '_coachsite-challenge',
    });
    expect(txt?.value).toMatch(/^coachsite-[A-Za-z0-9_-]{24}$/);
    const www = await addDomain(t, site.id, 'www.records-coach.com.');
    expect(www.domain.records[0]).toEqual({
      type: 'CNAME',
      name: 'www.records-coach.com',
      host: 'www',
      value: TEST_TARGET.host,
    });
    expect(www.domain.isPrimary).toBe(false);
    expect(www.domain.records[1]?.value).not.toBe(txt?.value);
    expect(www.domain.records[1]?.host).toBe('_coachsite-challenge.www');
    const listed = await listOf(site.id);
    expect(listed.domains.map((d) => d.domain)).toEqual([
      'records-coach.com',
      'www.records-coach.com',
    ]);
    expect(listed.limit).toBe(3);
  });

  it('stores an internationalised name as punycode and shows it as typed', async () => {
    const site = await createWebsite(t, { name: 'Unicode' });
    const added = await addDomain(t, site.id, 'Bücher-Coach.de');
    expect(added.domain).toMatchObject({
      domain: 'xn--bcher-coach-thb.de',
      shown: 'bücher-coach.de',
    });
  });

  it('refuses what cannot be her domain with a 400 naming the field, and stores nothing', async () => {
    const site = await createWebsite(t, { name: 'Refusals' });
    const refused = [
      ['203.0.113.9', 'not an IP address'],
      ['[2001:db8::1]', 'not an IP address'],
      ['localhost', 'not localhost'],
      ['coach', 'a whole domain with a dot'],
      ['*.coach.com', 'not a wildcard'],
      [
        `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.eeeeeeee.com`,
        '253 characters',
      ],
      ['app.coachsite.test', "this service's own address"],
      ['pages.app.coachsite.test', "this service's own address"],
      ['co.uk', 'shared by many domains'],
      ['', 'is required'],
    ] as const;
    for (const [typed, reason] of refused) {
      const { status, body } = await t.call('POST', `/api/websites/${site.id}/domains`, {
        domain: typed,
      });
      expect(status, typed).toBe(400);
      const error = (body as { error: { message: string; fields: { domain: string } } }).error;
      expect(error.fields.domain, typed).toContain(reason);
      expect(error.message.startsWith('domain '), typed).toBe(true);
    }
    for (const body of [{}, { domain: 5 }, { domain: 'x.com', extra: 1 }, null]) {
      const { status } = await t.call('POST', `/api/websites/${site.id}/domains`, body);
      expect(status, JSON.stringify(body)).toBe(400);
    }
    expect((await listOf(site.id)).domains).toEqual([]);
  });

  it(`keeps to MAX_DOMAINS_PER_WEBSITE, and one website per domain for a coach`, async () => {
    const site = await createWebsite(t, { name: 'Many' });
    for (const name of ['many1.com', 'many2.com', 'many3.com']) {
      expect((await addDomain(t, site.id, name)).status).toBe(201);
    }
    const fourth = await t.call('POST', `/api/websites/${site.id}/domains`, {
      domain: 'many4.com',
    });
    expect(fourth.status).toBe(400);
    expect(JSON.stringify(fourth.body)).toContain('up to 3 domains');
    const other = await createWebsite(t, { name: 'Other Site' });
    const again = await t.call('POST', `/api/websites/${other.id}/domains`, {
      domain: 'MANY1.com',
    });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain('already on your website “Many”');
  });

  it("never shows, checks or removes another coach's domain, nor adds to her website", async () => {
    const site = await createWebsite(t, { name: 'Mine' });
    const mine = await addDomain(t, site.id, 'mine-only.com');
    const other = await t.signUp('other-owner@example.com');
    for (const [method, url] of [
      ['POST', `/api/domains/${mine.domain.id}/check`],
      ['POST', `/api/domains/${mine.domain.id}/primary`],
      ['DELETE', `/api/domains/${mine.domain.id}`],
      ['GET', `/api/websites/${site.id}/domains`],
      ['PATCH', `/api/websites/${site.id}/domains`],
    ] as const) {
      const answer = await t.call(
        method,
        url,
        method === 'PATCH' ? { keepOwnAddress: true } : undefined,
        other,
      );
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
    expect((await addDomain(t, site.id, 'theirs.com', other)).status).toBe(404);
    const theirs = await t.call('GET', '/api/domains', undefined, other);
    expect(theirs.body).toEqual({ domains: [] });
    expect((await listOf(site.id)).domains).toHaveLength(1);
  });
});

describe('checking DNS', () => {
  it('verifies a domain once its records are right, and says what is wrong until then', async () => {
    const site = await createWebsite(t, { name: 'Check' });
    const added = await addDomain(t, site.id, 'www.check-coach.com');
    dns.set('www.check-coach.com', { CNAME: 'elsewhere.example.net' });
    const check = () => t.call('POST', `/api/domains/${added.domain.id}/check`);
    const wrong = (await check()).body as { domain: CustomDomain };
    expect(wrong.domain.state).toBe('failing');
    expect(wrong.domain.reasons).toContain(
      `www.check-coach.com points to elsewhere.example.net, not to ${TEST_TARGET.host}`,
    );
    setRightRecords(dns, added.domain);
    const right = (await check()).body as { domain: CustomDomain };
    expect(right.domain).toMatchObject({ state: 'verified', reasons: [] });
    expect(right.domain.verifiedAt).not.toBeNull();
    const account = await t.call('GET', '/api/domains');
    expect(JSON.stringify(account.body)).toContain('"websiteName":"Check"');
  });
});

describe('takeover', () => {
  it('two coaches claim one domain: only the one whose token is in the TXT record gets it', async () => {
    const rival = await t.signUp('rival@example.com');
    const mine = await createWebsite(t, { name: 'Claim A' });
    const theirs = await createWebsite(t, { name: 'Claim B' }, rival);
    const a = await addDomain(t, mine.id, 'contested.com');
    const b = await addDomain(t, theirs.id, 'contested.com', rival);
    expect(b.status).toBe(201);
    setRightRecords(dns, b.domain);
    const mineChecked = await t.call('POST', `/api/domains/${a.domain.id}/check`);
    expect((mineChecked.body as { domain: CustomDomain }).domain.reasons).toContain(
      'the TXT record holds a different value',
    );
    const theirsChecked = await t.call(
      'POST',
      `/api/domains/${b.domain.id}/check`,
      undefined,
      rival,
    );
    expect((theirsChecked.body as { domain: CustomDomain }).domain.state).toBe('verified');
    // Now hers: nobody else may add it, or anything under it.
    const third = await t.signUp('third@example.com');
    const other = await createWebsite(t, { name: 'Claim C' }, third);
    for (const name of ['contested.com', 'www.contested.com', 'shop.contested.com']) {
      const refused = await t.call(
        'POST',
        `/api/websites/${other.id}/domains`,
        { domain: name },
        third,
      );
      expect(refused.status, name).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/another Coachsite account/);
    }
    // Even if the TXT record later held the first coach's token, the domain stays with its holder.
    setRightRecords(dns, a.domain);
    const late = await t.call('POST', `/api/domains/${a.domain.id}/check`);
    expect((late.body as { domain: CustomDomain }).domain).toMatchObject({
      state: 'failing',
      reasons: ['contested.com is already in use by another Coachsite account'],
    });
  });

  it('a removed domain is free at once for someone else', async () => {
    const first = await t.signUp('first-holder@example.com');
    const held = await createWebsite(t, { name: 'Held' }, first);
    const verified = await verifiedDomain(t, dns, held.id, 'moving-coach.com', first);
    const site = await createWebsite(t, { name: 'Next' });
    expect((await addDomain(t, site.id, 'moving-coach.com')).status).toBe(400);
    const removed = await t.call('DELETE', `/api/domains/${verified.id}`, undefined, first);
    expect(removed.status).toBe(204);
    const mine = await verifiedDomain(t, dns, site.id, 'moving-coach.com');
    expect(mine.state).toBe('verified');
  });

  it('a subdomain of another coach’s verified domain cannot be verified by someone else either', async () => {
    const owner = await t.signUp('apex-owner@example.com');
    const mine = await createWebsite(t, { name: 'Sub First' });
    // Added while the apex was free, verified after another coach took the apex.
    const sub = await addDomain(t, mine.id, 'blog.parent-coach.com');
    const theirs = await createWebsite(t, { name: 'Apex' }, owner);
    await verifiedDomain(t, dns, theirs.id, 'parent-coach.com', owner);
    setRightRecords(dns, sub.domain);
    const checked = await t.call('POST', `/api/domains/${sub.domain.id}/check`);
    expect((checked.body as { domain: CustomDomain }).domain).toMatchObject({
      state: 'failing',
      reasons: [
        'blog.parent-coach.com is part of parent-coach.com, which another Coachsite account uses',
      ],
    });
  });
});

describe('primary and removal', () => {
  it('makes another domain primary, and the next one primary when the primary is removed', async () => {
    const site = await createWebsite(t, { name: 'Primary' });
    const apex = await addDomain(t, site.id, 'primary-coach.com');
    const www = await addDomain(t, site.id, 'www.primary-coach.com');
    const made = await t.call('POST', `/api/domains/${www.domain.id}/primary`);
    const primaries = (made.body as WebsiteDomains).domains.filter((d) => d.isPrimary);
    expect(primaries.map((d) => d.domain)).toEqual(['www.primary-coach.com']);
    await t.call('DELETE', `/api/domains/${www.domain.id}`);
    const left = await listOf(site.id);
    expect(left.domains).toEqual([
      expect.objectContaining({ id: apex.domain.id, isPrimary: true }),
    ]);
  });

  it('deleting a website removes its domains', async () => {
    const site = await createWebsite(t, { name: 'Deleted' });
    await verifiedDomain(t, dns, site.id, 'deleted-coach.com');
    expect((await t.call('DELETE', `/api/websites/${site.id}`)).status).toBe(204);
    const all = (await t.call('GET', '/api/domains')).body as { domains: CustomDomain[] };
    expect(all.domains.map((d) => d.domain)).not.toContain('deleted-coach.com');
    const other = await t.signUp('after-delete@example.com');
    const next = await createWebsite(t, { name: 'After' }, other);
    expect((await addDomain(t, next.id, 'deleted-coach.com', other)).status).toBe(201);
  });
});
