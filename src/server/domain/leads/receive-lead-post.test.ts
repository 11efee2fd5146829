import { onOwnAddress } from '../../../model/page-urls';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishLeadForm } from '../../../../test/support/builders';
import { setupTestApp } from '../../../../test/support/test-app';
import { LEAD_SUBMISSIONS_PER_MINUTE } from '../../../model/crm/lead-form';
import type { Website } from '../../../model/website';
import { leads, rateLimits } from '../../db/schema';
import { LeadFormsKept } from './live-lead-form';
import { receiveLeadPost, type LeadPost, type LeadPostDeps } from './receive-lead-post';

// A page may take three leads an hour here before the next are held for the coach.
const t = setupTestApp(undefined, { limits: { leads: { perPagePerHour: 3 } } });
const ORIGIN = 'https://pages.example.com';
let website: Website;
let formId: number;
let slug: string;
let deps: LeadPostDeps;
let visitor = 0;

beforeAll(async () => {
  ({ website, formId, slug } = await publishLeadForm(t));
  deps = { db: t.database.db, services: t.services, kept: new LeadFormsKept() };
});
beforeEach(async () => {
  await t.database.db.delete(leads);
  await t.database.db.delete(rateLimits);
});

/** A post from a visitor of their own (the rate limit counts per visitor and page). */
function post(fields: Record<string, string>, more: Partial<LeadPost> = {}): LeadPost {
  visitor += 1;
  return {
    page: { websiteId: website.id },
    body: { form: String(formId), ...fields },
    query: {},
    referer: undefined,
    ownHost: 'pages.example.com',
    visitorAddress: `10.1.0.${visitor}`,
    addressOf: onOwnAddress(ORIGIN),
    ...more,
  };
}

const ADA = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Tell me more' };

/** What the metrics counted for one call: refused, held or stored, exactly once. */
async function counted(received: () => Promise<unknown>) {
  const leadPost = vi.spyOn(t.services.metrics, 'leadPost');
  try {
    await received();
    return leadPost.mock.calls;
  } finally {
    leadPost.mockRestore();
  }
}

describe('a post to a live page’s lead form, decided', () => {
  it('is gone when no live page has that form: unknown page, no page, another element, bad id', async () => {
    const other = website.sections.flatMap((s) => s.elements).find((e) => e.id !== formId);
    const posts: LeadPost[] = [
      post(ADA, { page: { websiteId: website.id + 1000 } }),
      post(ADA, { page: { slug: 'no-such-page' } }),
      post(ADA, { page: null }),
      post({ ...ADA, form: String(other?.id) }),
      post({ ...ADA, form: 'first' }),
    ];
    for (const one of posts) {
      let received: unknown;
      const calls = await counted(async () => {
        received = await receiveLeadPost(deps, one);
      });
      expect(received).toEqual({ kind: 'gone' });
      expect(calls).toEqual([['refused']]);
    }
    expect(await t.database.db.select().from(leads)).toEqual([]);
  });

  it('takes a lead by the page’s address too, and keeps where it came from and where it was sent', async () => {
    const calls = await counted(async () => {
      const received = await receiveLeadPost(
        deps,
        post(ADA, {
          page: { slug },
          referer: 'https://www.instagram.com/coach',
          query: { utm_campaign: 'spring' },
        }),
      );
      expect(received).toMatchObject({
        kind: 'taken',
        form: { websiteId: website.id, slug, elementId: formId },
      });
      if (received.kind !== 'taken') return;
      expect(received.lead.outcome.kind).not.toBe('held');
    });
    expect(calls).toEqual([['stored']]);
    const [lead] = await t.database.db.select().from(leads);
    expect(lead).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      pageAddress: `${ORIGIN}/s/${slug}`,
      sourceHost: 'instagram.com',
      sourceCampaign: 'spring',
    });
  });

  it('holds the leads past the page’s hourly ceiling, and counts them held', async () => {
    for (let n = 0; n < 3; n += 1) await receiveLeadPost(deps, post(ADA));
    let received: unknown;
    const calls = await counted(async () => {
      received = await receiveLeadPost(deps, post(ADA));
    });
    expect(received).toMatchObject({ kind: 'taken', lead: { outcome: { kind: 'held' } } });
    expect(calls).toEqual([['held']]);
  });

  it('refuses a visitor past the per-minute limit with the seconds to wait, keyed by a hash of the address', async () => {
    const address = '203.0.113.7';
    for (let n = 0; n < LEAD_SUBMISSIONS_PER_MINUTE; n += 1) {
      const received = await receiveLeadPost(deps, post(ADA, { visitorAddress: address }));
      expect(received.kind).toBe('taken');
    }
    // A bad answer counts as well: the limit is checked before the answers are.
    let received: unknown;
    const calls = await counted(async () => {
      received = await receiveLeadPost(deps, post({ name: 'Ada' }, { visitorAddress: address }));
    });
    expect(received).toMatchObject({ kind: 'too-many' });
    const { retryAfterSeconds } = received as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(calls).toEqual([['refused']]);
    expect(await t.database.db.select().from(leads)).toHaveLength(LEAD_SUBMISSIONS_PER_MINUTE);
    // Another visitor is not held back, and no counter names anyone's address.
    expect((await receiveLeadPost(deps, post(ADA))).kind).toBe('taken');
    const keys = (await t.database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys.some((key) => key.includes(address))).toBe(false);
  });

  it('tells a bot that filled the honeypot all went well, and keeps nothing', async () => {
    let received: unknown;
    const calls = await counted(async () => {
      received = await receiveLeadPost(deps, post({ ...ADA, company_website: 'spam.example' }));
    });
    expect(received).toMatchObject({ kind: 'trap', form: { slug, elementId: formId } });
    expect(calls).toEqual([['refused']]);
    expect(await t.database.db.select().from(leads)).toEqual([]);
  });

  it('gives bad answers back with what is wrong, what was typed and the source, and keeps nothing', async () => {
    let received: unknown;
    const calls = await counted(async () => {
      received = await receiveLeadPost(
        deps,
        post(
          { name: '  Bob  ', email: 'bob-at-example', message: 'Hi' },
          { referer: 'https://news.example.org/story' },
        ),
      );
    });
    expect(received).toEqual({
      kind: 'invalid',
      form: expect.objectContaining({ slug, elementId: formId }) as unknown,
      answers: { name: 'Bob', email: 'bob-at-example', phone: '', message: 'Hi' },
      problems: { email: 'Please enter a valid email address, like name@example.com.' },
      sourceHost: 'news.example.org',
    });
    expect(calls).toEqual([['refused']]);
    expect(await t.database.db.select().from(leads)).toEqual([]);
  });
});
