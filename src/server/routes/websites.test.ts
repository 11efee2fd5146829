import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../model/templates/catalogue';
import type { WebsiteSummary } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

describe('websites API', () => {
  it('creates a website with the trimmed name and the template starter content', async () => {
    const { status, body } = await t.call('POST', '/api/websites', {
      name: '  Rise Coaching  ',
      template: 'coaching-offer',
      userId: 1,
    });
    expect(status).toBe(201);
    const website = body as Awaited<ReturnType<typeof createWebsite>>;
    expect(website.name).toBe('Rise Coaching');
    expect(website.isPublished).toBe(false);
    const template = TEMPLATES.find((x) => x.id === 'coaching-offer');
    expect(website.sections.map((s) => s.type)).toEqual(template?.starter.map((s) => s.type));
    expect(website.sections.every((s) => s.elements.length > 0)).toBe(true);
  });

  it('lists the websites it created', async () => {
    const created = await createWebsite(t, { name: 'Listed One' });
    const { status, body } = await t.call('GET', '/api/websites');
    expect(status).toBe(200);
    expect((body as WebsiteSummary[]).map((w) => w.name)).toContain(created.name);
  });

  it('answers a website with its sections and elements in order', async () => {
    const created = await createWebsite(t, { template: 'course-offer' });
    const website = await getWebsite(t, created.id);
    const orders = website.sections.map((s) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const section of website.sections) {
      const elementOrders = section.elements.map((e) => e.order);
      expect(elementOrders).toEqual([...elementOrders].sort((a, b) => a - b));
    }
  });

  it.each([
    [{ name: '   ', template: 'coach' }, 'name'],
    [{ template: 'coach' }, 'name'],
    [{ name: 'A site' }, 'template'],
    [{ name: 'A site', template: 'no-such-template' }, 'template'],
    [{ name: 'A site', template: 'coach', isPublished: true }, 'isPublished'],
    [{ name: 'x'.repeat(121), template: 'coach' }, 'name'],
    [
      { name: 'A site', template: 'coach', settings: { hublytics: { enabled: 'yes' } } },
      'settings.hublytics.enabled',
    ],
    [{ name: 'Nul \u0000 byte', template: 'coach' }, 'name'],
  ])('refuses a bad create payload %j naming the field', async (payload, field) => {
    const before = await t.call('GET', '/api/websites');
    const { status, body } = await t.call('POST', '/api/websites', payload);
    expect(status).toBe(400);
    expect((body as ErrorAnswer).error.fields).toHaveProperty([field]);
    expect((await t.call('GET', '/api/websites')).body).toEqual(before.body);
  });

  it('answers malformed JSON with a 400 and an oversized body with a 413', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: { 'content-type': 'application/json', cookie: t.cookie },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: { code: 'bad_request', message: 'body is not valid JSON' },
    });
    const huge = await t.call('POST', '/api/websites', {
      name: 'x'.repeat(2_000_000),
      template: 'coach',
    });
    expect(huge.status).toBe(413);
    expect((huge.body as ErrorAnswer).error.code).toBe('payload_too_large');
  });

  it('updates name and settings, and refuses a stale version with 409', async () => {
    const created = await createWebsite(t);
    const first = await t.call('PATCH', `/api/websites/${created.id}`, {
      name: 'Renamed',
      settings: { coachName: 'Maya', bookingCalendar: { url: 'https://cal.example.com/maya' } },
      version: created.version,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: 'Renamed', version: created.version + 1 });
    const stale = await t.call('PATCH', `/api/websites/${created.id}`, {
      name: 'Older tab',
      version: created.version,
    });
    expect(stale.status).toBe(409);
    expect((await getWebsite(t, created.id)).name).toBe('Renamed');
  });

  it('refuses unsafe URLs and unknown fields in an update, leaving the website unchanged', async () => {
    const created = await createWebsite(t);
    const bad = await t.call('PATCH', `/api/websites/${created.id}`, {
      settings: { bookingCalendar: { url: 'javascript:alert(1)' } },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorAnswer).error.fields).toHaveProperty(['settings.bookingCalendar.url']);
    const unknown = await t.call('PATCH', `/api/websites/${created.id}`, { ownerEmail: 'x@y.z' });
    expect(unknown.status).toBe(400);
    expect((await getWebsite(t, created.id)).version).toBe(created.version);
    // The answer's read-only fields are ignored (issue 23: GET's answer may be sent back), never written.
    const sneaky = await t.call('PATCH', `/api/websites/${created.id}`, {
      userId: 2,
      isPublished: true,
    });
    expect(sneaky.status).toBe(200);
    const after = await getWebsite(t, created.id);
    expect(after).toMatchObject({
      userId: 1,
      isPublished: false,
      settings: { coachName: 'coach' },
    });
  });

  it('duplicates a website with its sections, elements and settings', async () => {
    const created = await createWebsite(t, {
      name: 'Original',
      template: 'retreat-offer',
      settings: { coachName: 'Ava' },
    });
    const { status, body } = await t.call('POST', `/api/websites/${created.id}/duplicate`);
    expect(status).toBe(201);
    const copy = body as typeof created;
    expect(copy.name).toBe('Original (Copy)');
    expect(copy.id).not.toBe(created.id);
    expect(copy.settings).toEqual({ coachName: 'Ava' });
    const shape = (w: typeof created) =>
      w.sections.map((s) => ({
        type: s.type,
        name: s.name,
        elements: s.elements.map((e) => [e.type, e.content]),
      }));
    expect(shape(copy)).toEqual(shape(created));
  });

  it('keeps a duplicate of a long name within the name limit', async () => {
    const created = await createWebsite(t, { name: 'n'.repeat(120) });
    const { body } = await t.call('POST', `/api/websites/${created.id}/duplicate`);
    const copy = body as WebsiteSummary;
    expect(copy.name).toHaveLength(120);
    expect(copy.name.endsWith(' (Copy)')).toBe(true);
  });

  it('deletes a website with everything in it', async () => {
    const created = await createWebsite(t);
    const sectionId = created.sections[0]?.id;
    expect((await t.call('DELETE', `/api/websites/${created.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/websites/${created.id}`)).status).toBe(404);
    expect((await t.call('PATCH', `/api/sections/${sectionId}`, { name: 'x' })).status).toBe(404);
    expect((await t.call('DELETE', `/api/websites/${created.id}`)).status).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])(
    'answers a malformed id %s with 400 on every website route',
    async (id) => {
      for (const [method, url] of [
        ['GET', `/api/websites/${id}`],
        ['PATCH', `/api/websites/${id}`],
        ['DELETE', `/api/websites/${id}`],
        ['POST', `/api/websites/${id}/duplicate`],
      ] as const) {
        const { status, body } = await t.call(
          method,
          url,
          method === 'PATCH' ? { name: 'x' } : undefined,
        );
        expect(status, `${method} ${url}`).toBe(400);
        expect((body as ErrorAnswer).error.fields).toHaveProperty(['id']);
      }
    },
  );

  it('answers 404 for a website that does not exist', async () => {
    for (const [method, url] of [
      ['GET', '/api/websites/424242'],
      ['PATCH', '/api/websites/424242'],
      ['DELETE', '/api/websites/424242'],
      ['POST', '/api/websites/424242/duplicate'],
    ] as const) {
      const { status } = await t.call(method, url, method === 'PATCH' ? { name: 'x' } : undefined);
      expect(status, `${method} ${url}`).toBe(404);
    }
  });

  it('serves the template catalogue with the ten ids and their section types', async () => {
    const { status, body } = await t.call('GET', '/api/templates');
    expect(status).toBe(200);
    const list = body as { id: string; featured?: boolean; sectionTypes: unknown[] }[];
    expect(list.map((x) => x.id)).toEqual(TEMPLATES.map((x) => x.id));
    expect(list.filter((x) => x.featured).map((x) => x.id)).toEqual(['coach-exact']);
    expect(list.every((x) => x.sectionTypes.length > 0)).toBe(true);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { status, body } = await t.call('GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect((body as ErrorAnswer).error.code).toBe('not_found');
  });
});
