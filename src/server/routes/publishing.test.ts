import { describe, expect, it } from 'vitest';
import type { Website, WebsiteSummary } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { buildApp } from '../app';
import { makeServices } from '../services';

const t = setupTestApp();

type Published = {
  publication: { id: number; number: number };
  website: WebsiteSummary;
  url: string;
};

async function publish(id: number): Promise<Published> {
  const { status, body } = await t.call('POST', `/api/websites/${id}/publish`);
  expect(status).toBe(201);
  return body as Published;
}

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: path, headers });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

async function editFirstParagraph(website: Website, text: string): Promise<void> {
  const paragraph = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'paragraph');
  const { status } = await t.call('PATCH', `/api/elements/${paragraph?.id}`, { content: { text } });
  expect(status).toBe(200);
}

describe('publishing', () => {
  it('publishes the draft as a live page at a slug made from the name', async () => {
    const website = await createWebsite(t, { name: 'Thrive with Maya!', template: 'coach' });
    const published = await publish(website.id);
    expect(published.website).toMatchObject({
      isPublished: true,
      slug: 'thrive-with-maya',
      hasUnpublishedChanges: false,
    });
    expect(published.publication.number).toBe(1);
    expect(published.url).toMatch(/\/s\/thrive-with-maya$/);
    const page = await visit('/s/thrive-with-maya');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.html).toMatch(/^<!doctype html><html lang="en">/);
    const audit = auditHtml(page.html);
    expect(audit.scripts).toEqual([]);
    expect(audit.metas['og:title']).toBe('Thrive with Maya!');
    expect(audit.metas.description?.length).toBeGreaterThan(10);
    expect(page.html).toContain(
      '<link rel="canonical" href="http://localhost:80/s/thrive-with-maya">',
    );
  });

  it('keeps the live page as published until the coach publishes again', async () => {
    const website = await createWebsite(t, { name: 'Stable Page', template: 'coach' });
    await editFirstParagraph(website, 'First words.');
    const { website: first } = await publish(website.id);
    await editFirstParagraph(website, 'Second words.');
    expect((await getWebsite(t, website.id)).hasUnpublishedChanges).toBe(true);
    expect(auditHtml((await visit(`/s/${first.slug}`)).html).text).toContain('First words.');
    const second = await publish(website.id);
    expect(second.publication.number).toBe(2);
    const live = auditHtml((await visit(`/s/${first.slug}`)).html).text;
    expect(live).toContain('Second words.');
    expect(live).not.toContain('First words.');
  });

  it('gives a second website with the same name its own address', async () => {
    const a = await publish((await createWebsite(t, { name: 'Same Name' })).id);
    const b = await publish((await createWebsite(t, { name: 'Same Name' })).id);
    expect(a.website.slug).toBe('same-name');
    expect(b.website.slug).toBe('same-name-2');
  });

  it('lets the coach change the address, refusing a taken or malformed one', async () => {
    const taken = await publish((await createWebsite(t, { name: 'Taken Address' })).id);
    const website = await createWebsite(t, { name: 'Movable' });
    const { website: live } = await publish(website.id);
    const clash = await t.call('PATCH', `/api/websites/${website.id}`, {
      slug: taken.website.slug,
    });
    expect(clash.status).toBe(400);
    expect((clash.body as ErrorAnswer).error.fields).toEqual({
      slug: 'is already used by another website',
    });
    const malformed = await t.call('PATCH', `/api/websites/${website.id}`, { slug: 'Not A Slug' });
    expect(malformed.status).toBe(400);
    const moved = await t.call('PATCH', `/api/websites/${website.id}`, { slug: 'new-home' });
    expect(moved.status).toBe(200);
    expect((await visit('/s/new-home')).status).toBe(200);
    expect((await visit(`/s/${live.slug}`)).status).toBe(404);
  });

  it('unpublishes: the live address answers 404 until published again', async () => {
    const website = await createWebsite(t, { name: 'Going Dark' });
    const { website: live } = await publish(website.id);
    const { status, body } = await t.call('POST', `/api/websites/${website.id}/unpublish`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ isPublished: false });
    const gone = await visit(`/s/${live.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('This page isn’t available');
    await publish(website.id);
    expect((await visit(`/s/${live.slug}`)).status).toBe(200);
  });

  it('lists versions newest first and restores one into the draft without touching the live page', async () => {
    const website = await createWebsite(t, { name: 'Versions', template: 'coaching-offer' });
    await editFirstParagraph(website, 'Version one.');
    const v1 = await publish(website.id);
    await editFirstParagraph(website, 'Version two.');
    await publish(website.id);
    const { body } = await t.call('GET', `/api/websites/${website.id}/publications`);
    expect(
      (body as { publications: { number: number }[] }).publications.map((p) => p.number),
    ).toEqual([2, 1]);
    const restored = await t.call(
      'POST',
      `/api/websites/${website.id}/publications/${v1.publication.id}/restore`,
    );
    expect(restored.status).toBe(200);
    const draftTexts = (restored.body as Website).sections.flatMap((s) =>
      s.elements.map((e) => e.content.text),
    );
    expect(draftTexts).toContain('Version one.');
    expect(auditHtml((await visit(`/s/${v1.website.slug}`)).html).text).toContain('Version two.');
    expect((await getWebsite(t, website.id)).hasUnpublishedChanges).toBe(true);
  });

  it('answers 404 for versions of other websites and for missing websites', async () => {
    const a = await createWebsite(t, { name: 'A' });
    const b = await createWebsite(t, { name: 'B' });
    const pub = await publish(a.id);
    expect(
      (await t.call('POST', `/api/websites/${b.id}/publications/${pub.publication.id}/restore`))
        .status,
    ).toBe(404);
    expect((await t.call('POST', '/api/websites/987654/publish')).status).toBe(404);
    expect((await t.call('POST', '/api/websites/987654/unpublish')).status).toBe(404);
    expect((await t.call('GET', '/api/websites/987654/publications')).status).toBe(404);
    expect((await t.call('POST', '/api/websites/abc/publish')).status).toBe(400);
  });

  it('serves the page compressed, with an ETag, and answers a repeat visit with 304', async () => {
    const { website } = await publish((await createWebsite(t, { name: 'Cached Page' })).id);
    const br = await visit(`/s/${website.slug}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await visit(`/s/${website.slug}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const again = await visit(`/s/${website.slug}`, { 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('sends a strict Content-Security-Policy: no script, frames only from the booking host in use', async () => {
    const website = await createWebsite(t, {
      name: 'Policy',
      settings: { bookingCalendar: { url: 'https://cal.example.com/maya' } },
    });
    const { website: live } = await publish(website.id);
    const csp = String((await visit(`/s/${live.slug}`)).headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain('frame-src https://cal.example.com;');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("base-uri 'none'");

    await t.call('PATCH', `/api/websites/${website.id}`, {
      settings: {
        hublytics: {
          enabled: true,
          chatWidget: true,
          calendarWidget: true,
          locationId: 'loc123',
          calendarId: 'cal9',
        },
      },
    });
    await publish(website.id);
    const withChat = await visit(`/s/${live.slug}`);
    const chatCsp = String(withChat.headers['content-security-policy']);
    expect(chatCsp).toContain('script-src https://widgets.leadconnectorhq.com');
    expect(chatCsp).toContain('frame-src https://api.leadconnectorhq.com');
    const audit = auditHtml(withChat.html);
    expect(audit.scripts).toEqual([
      { src: 'https://widgets.leadconnectorhq.com/loader.js', inline: false },
    ]);
    expect(withChat.html).toContain('<chat-widget location-id="loc123">');
    expect(withChat.html).toContain('src="https://api.leadconnectorhq.com/widget/booking/cal9"');
  });
});

describe('changing the address', () => {
  it('is not a content change: the version and the "unpublished changes" flag stay, the old address stops at once', async () => {
    const website = await createWebsite(t, { name: 'Address Only' });
    const { website: live } = await publish(website.id);
    const before = await getWebsite(t, website.id);
    const moved = await t.call('PATCH', `/api/websites/${website.id}`, {
      slug: 'address-elsewhere',
    });
    expect(moved.body).toMatchObject({
      slug: 'address-elsewhere',
      version: before.version,
      hasUnpublishedChanges: false,
    });
    expect((await visit(`/s/${live.slug}`)).status).toBe(404);
    const settings = await t.call('PATCH', `/api/websites/${website.id}`, {
      settings: { coachName: 'Maya' },
      version: before.version,
    });
    expect(settings.status).toBe(200);
  });

  it('an empty update is harmless', async () => {
    const website = await createWebsite(t, { name: 'Empty Patch' });
    expect((await t.call('PATCH', `/api/websites/${website.id}`, {})).status).toBe(200);
  });
});

describe('where visitors reach live pages', () => {
  it('is the address the request came to, and PUBLIC_URL when it is set, for signed-in coaches only', async () => {
    const here = await t.call('GET', '/api/public-address');
    expect(here).toMatchObject({ status: 200, body: { origin: 'http://localhost:80' } });
    expect((await t.call('GET', '/api/public-address', undefined, null)).status).toBe(401);

    const behindProxy = await buildApp({
      db: t.database.db,
      services: makeServices(withTestPasswordCost({})),
      publicUrl: 'https://coach.example.com/',
    });
    try {
      const answer = await behindProxy.inject({
        method: 'GET',
        url: '/api/public-address',
        headers: { cookie: t.cookie },
      });
      expect(answer.json()).toEqual({ origin: 'https://coach.example.com' });
      const site = await createWebsite(t, { name: 'Proxy Coaching' });
      const published = await behindProxy.inject({
        method: 'POST',
        url: `/api/websites/${site.id}/publish`,
        headers: { cookie: t.cookie },
      });
      expect((published.json() as Published).url).toBe(
        'https://coach.example.com/s/proxy-coaching',
      );
    } finally {
      await behindProxy.close();
    }
  });
});
