import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { websiteSettingsSchema } from '../../model/settings';
import type { Website } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import { publications } from '../db/schema';

const t = setupTestApp();

async function publish(id: number): Promise<{ slug: string; publicationId: number }> {
  const { status, body } = await t.call('POST', `/api/websites/${id}/publish`);
  expect(status).toBe(201);
  const answer = body as { website: { slug: string }; publication: { id: number } };
  return { slug: answer.website.slug, publicationId: answer.publication.id };
}

async function serve(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, csp: String(response.headers['content-security-policy']) };
}

/** A policy is directives, each a name and sources that are plain tokens: nothing a setting smuggled in. */
function expectWellFormedPolicy(csp: string) {
  expect(csp).not.toMatch(/[\r\n,]/);
  for (const directive of csp.split('; ')) {
    expect(directive).toMatch(
      /^[a-z-]+( ('self'|'none'|'unsafe-inline'|[a-z]+:|[a-z0-9*.:/[\]-]+))+$/,
    );
  }
}

const BROKEN_URLS = [
  'https://',
  'https://a b',
  'https://[x',
  'http://%zz',
  'https://x;script-src',
  "https://x;script-src 'unsafe-inline'",
  'https://x,https://y',
  'https://exa"mple.com',
];

describe('web addresses in settings', () => {
  it.each(BROKEN_URLS)(
    'refuses the booking link %j with a 400 naming it, and keeps the settings',
    async (url) => {
      const website = await createWebsite(t, { name: 'Booking Check' });
      const before = await getWebsite(t, website.id);
      const { status, body } = await t.call('PATCH', `/api/websites/${website.id}`, {
        settings: { bookingCalendar: { url } },
      });
      expect(status).toBe(400);
      expect((body as ErrorAnswer).error.fields?.['settings.bookingCalendar.url']).toMatch(
        /^must /,
      );
      expect((await getWebsite(t, website.id)).settings).toEqual(before.settings);
    },
  );

  it('serves a page whose stored booking link predates the checks, with the strictest policy', async () => {
    const website = await createWebsite(t, { name: 'Old Booking Link' });
    const { slug, publicationId } = await publish(website.id);
    const [row] = await t.database.db
      .select({ snapshot: publications.snapshot })
      .from(publications)
      .where(eq(publications.id, publicationId));
    const snapshot = row?.snapshot as Website;
    // Renamed so that the page is prepared afresh from the broken snapshot.
    await t.database.db
      .update(publications)
      .set({
        snapshot: { ...snapshot, settings: { bookingCalendar: { url: 'https://x;script-src *' } } },
      })
      .where(eq(publications.id, publicationId));
    const renamed = `${slug}-old`;
    expect((await t.call('PATCH', `/api/websites/${website.id}`, { slug: renamed })).status).toBe(
      200,
    );
    const page = await serve(`/s/${renamed}`);
    expect(page.status).toBe(200);
    expect(page.csp).toContain("default-src 'none'");
    expect(page.csp).not.toContain('script-src *');
    expect(page.csp).not.toContain('x;');
  });
});

const urlish = fc.oneof(
  fc.webUrl({ withFragments: true, withQueryParameters: true }),
  fc.constantFrom(...BROKEN_URLS, '#calendar', '/book', 'mailto:a@b.co', 'tel:+1 555 0100', ''),
  fc
    .tuple(
      fc.constantFrom('https://', 'http://', '//', 'HTTPS://', ' https://'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
    )
    .map(([scheme, rest]) => scheme + rest),
);

const settingsArbitrary = fc.record(
  {
    bookingCalendar: fc.record({ url: urlish }, { requiredKeys: [] }),
    coachName: fc.string({ maxLength: 40 }),
    seo: fc.record(
      { title: fc.string({ maxLength: 70 }), description: fc.string(), imageUrl: urlish },
      { requiredKeys: [] },
    ),
    hublytics: fc.record(
      {
        enabled: fc.boolean(),
        chatWidget: fc.boolean(),
        calendarWidget: fc.boolean(),
        locationId: fc.stringMatching(/^[A-Za-z0-9_-]{0,20}$/),
        calendarId: fc.stringMatching(/^[A-Za-z0-9_-]{0,20}$/),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

describe('every setting that passes validation publishes and serves', () => {
  it('live and share pages answer 200 with a well-formed policy', async () => {
    const website = await createWebsite(t, { name: 'Property Settings' });
    const { body } = await t.call('POST', '/api/share/create-public-preview', {
      websiteId: website.id,
    });
    const token = (body as { token: string }).token;
    let accepted = 0;
    await fc.assert(
      // Most settings the generator makes are refused (any one broken link is enough): valid ones
      // are drawn twice as often, so the pages are served for many of them, in every run.
      fc.asyncProperty(
        fc.oneof(
          { weight: 1, arbitrary: settingsArbitrary },
          {
            weight: 2,
            arbitrary: settingsArbitrary.filter((v) => websiteSettingsSchema.safeParse(v).success),
          },
        ),
        async (settings) => {
          const valid = websiteSettingsSchema.safeParse(settings).success;
          const saved = await t.call('PATCH', `/api/websites/${website.id}`, { settings });
          expect(saved.status).toBe(valid ? 200 : 400);
          if (!valid) return;
          accepted += 1;
          const { slug } = await publish(website.id);
          for (const url of [`/s/${slug}`, `/p/${token}`]) {
            const page = await serve(url);
            expect(page.status, url).toBe(200);
            expectWellFormedPolicy(page.csp);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(accepted).toBeGreaterThan(20);
  });
});
