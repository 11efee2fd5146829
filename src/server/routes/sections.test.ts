import { describe, expect, it } from 'vitest';
import type { Section } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

describe('sections API', () => {
  it('renames a section and sets its title and order, bumping its version', async () => {
    const website = await createWebsite(t);
    const section = website.sections[1] as Section;
    const { status, body } = await t.call('PATCH', `/api/sections/${section.id}`, {
      name: 'Our Story',
      title: 'Why I coach',
      order: 7,
      version: section.version,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Our Story',
      title: 'Why I coach',
      order: 7,
      version: section.version + 1,
    });
  });

  it('refuses a non-integer order and a stale version, leaving the section unchanged', async () => {
    const website = await createWebsite(t);
    const section = website.sections[0] as Section;
    const fractional = await t.call('PATCH', `/api/sections/${section.id}`, { order: 1.5 });
    expect(fractional.status).toBe(400);
    expect((fractional.body as ErrorAnswer).error.fields).toEqual({
      order: 'must be a whole number',
    });
    const asText = await t.call('PATCH', `/api/sections/${section.id}`, { order: '2' });
    expect(asText.status).toBe(400);
    await t.call('PATCH', `/api/sections/${section.id}`, {
      name: 'Fresh',
      version: section.version,
    });
    const stale = await t.call('PATCH', `/api/sections/${section.id}`, {
      name: 'Stale',
      version: section.version,
    });
    expect(stale.status).toBe(409);
    const after = (await getWebsite(t, website.id)).sections.find((s) => s.id === section.id);
    expect(after).toMatchObject({ name: 'Fresh', order: section.order });
  });

  it('adds a section of a type the template supports, seeded with starter elements', async () => {
    const website = await createWebsite(t, { template: 'course-offer' });
    const { status, body } = await t.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'bonuses',
    });
    expect(status).toBe(201);
    const added = body as Section;
    expect(added).toMatchObject({ type: 'bonuses', order: website.sections.length });
    expect(added.elements.map((e) => e.type)).toContain('bonus-item');
    const after = await getWebsite(t, website.id);
    expect(after.sections.at(-1)?.id).toBe(added.id);
  });

  it('refuses a section type the template does not support', async () => {
    const website = await createWebsite(t, { template: 'course-offer' });
    const { status, body } = await t.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'revolution',
    });
    expect(status).toBe(400);
    expect((body as ErrorAnswer).error.fields?.type).toMatch(/must be one of: hero, curriculum/);
    expect((await getWebsite(t, website.id)).sections).toHaveLength(website.sections.length);
  });

  it('deletes a section with its elements', async () => {
    const website = await createWebsite(t);
    const section = website.sections[0] as Section;
    expect((await t.call('DELETE', `/api/sections/${section.id}`)).status).toBe(204);
    const after = await getWebsite(t, website.id);
    expect(after.sections.map((s) => s.id)).not.toContain(section.id);
    const elementId = section.elements[0]?.id;
    expect((await t.call('PATCH', `/api/elements/${elementId}`, { content: {} })).status).toBe(404);
    expect((await t.call('DELETE', `/api/sections/${section.id}`)).status).toBe(404);
  });

  it('reorders sections in one call and refuses a list that is not exactly the sections', async () => {
    const website = await createWebsite(t);
    const ids = website.sections.map((s) => s.id);
    const reversed = [...ids].reverse();
    const { status } = await t.call('POST', `/api/websites/${website.id}/sections/reorder`, {
      sectionIds: reversed,
    });
    expect(status).toBe(200);
    expect((await getWebsite(t, website.id)).sections.map((s) => s.id)).toEqual(reversed);

    for (const sectionIds of [
      ids.slice(1),
      [...ids, 999_999],
      [ids[0], ids[0], ...ids.slice(2)],
      [],
    ]) {
      const bad = await t.call('POST', `/api/websites/${website.id}/sections/reorder`, {
        sectionIds,
      });
      expect(bad.status, JSON.stringify(sectionIds)).toBe(400);
      expect((bad.body as ErrorAnswer).error.fields).toHaveProperty(['sectionIds']);
    }
    expect((await getWebsite(t, website.id)).sections.map((s) => s.id)).toEqual(reversed);
  });

  it('does not reorder another website’s sections into this one', async () => {
    const a = await createWebsite(t);
    const b = await createWebsite(t);
    const { status } = await t.call('POST', `/api/websites/${a.id}/sections/reorder`, {
      sectionIds: b.sections.map((s) => s.id),
    });
    expect(status).toBe(400);
  });

  it('answers 404 for sections that do not exist', async () => {
    expect((await t.call('PATCH', '/api/sections/777777', { name: 'x' })).status).toBe(404);
    expect((await t.call('DELETE', '/api/sections/777777')).status).toBe(404);
    expect((await t.call('POST', '/api/websites/777777/sections', { type: 'hero' })).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', '/api/websites/777777/sections/reorder', { sectionIds: [1] })).status,
    ).toBe(404);
  });
});

describe('adding a section with its own elements', () => {
  it('creates exactly the given elements, in order, instead of the starter ones', async () => {
    const website = await createWebsite(t, { template: 'retreat-offer' });
    const { status, body } = await t.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'features',
      name: 'Restored',
      elements: [
        { type: 'retreat-feature', content: { title: 'Sunrise yoga' } },
        {
          type: 'retreat-feature',
          content: { title: 'Silent dinner' },
          styles: { textAlign: 'center' },
        },
      ],
    });
    expect(status).toBe(201);
    const section = body as Section;
    expect(section.elements.map((e) => e.content.title)).toEqual(['Sunrise yoga', 'Silent dinner']);
    expect(section.elements[1]?.styles).toEqual({ textAlign: 'center' });
  });

  it('names the bad element when one does not fit the section', async () => {
    const website = await createWebsite(t, { template: 'retreat-offer' });
    const before = await getWebsite(t, website.id);
    const wrongType = await t.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'features',
      elements: [{ type: 'retreat-feature' }, { type: 'pricing-option' }],
    });
    expect(wrongType.status).toBe(400);
    expect((wrongType.body as ErrorAnswer).error.fields).toHaveProperty(['elements.1.type']);
    const wrongField = await t.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'features',
      elements: [{ type: 'retreat-feature', content: { price: '$1' } }],
    });
    expect((wrongField.body as ErrorAnswer).error.fields).toEqual({
      'elements.0.content.price': 'is not a known field',
    });
    expect(await getWebsite(t, website.id)).toEqual(before);
  });
});
