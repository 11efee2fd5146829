import { describe, expect, it } from 'vitest';
import type { Element, Section } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

function find(sections: Section[], type: string): Element {
  const element = sections.flatMap((s) => s.elements).find((e) => e.type === type);
  if (!element) throw new Error(`no ${type} element`);
  return element;
}

describe('elements API', () => {
  it('merges content changes into the element and bumps its version', async () => {
    const website = await createWebsite(t, { template: 'coaching-offer' });
    const card = find(website.sections, 'pricing-card');
    const { status, body } = await t.call('PATCH', `/api/elements/${card.id}`, {
      content: { price: '$1,497' },
      version: card.version,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      content: { ...card.content, price: '$1,497' },
      version: card.version + 1,
    });
  });

  it('clears a field sent as null, so an emptied field stays empty after a reload', async () => {
    const website = await createWebsite(t, { template: 'coaching-offer' });
    const card = find(website.sections, 'pricing-card');
    expect(card.content.price).toBeTruthy();
    const { status, body } = await t.call('PATCH', `/api/elements/${card.id}`, {
      content: { price: null, title: 'Starter' },
    });
    expect(status).toBe(200);
    expect((body as Element).content).not.toHaveProperty('price');
    const stored = find((await getWebsite(t, website.id)).sections, 'pricing-card');
    expect(stored.content.price).toBeUndefined();
    expect(stored.content.title).toBe('Starter');
    expect(stored.content.description).toBe(card.content.description);
  });

  it('refuses a content field the element type does not have, naming it', async () => {
    const website = await createWebsite(t, { template: 'coaching-offer' });
    const card = find(website.sections, 'pricing-card');
    const { status, body } = await t.call('PATCH', `/api/elements/${card.id}`, {
      content: { author: 'Someone' },
    });
    expect(status).toBe(400);
    expect((body as ErrorAnswer).error.fields).toEqual({
      'content.author': 'is not a known field',
    });
    expect(find((await getWebsite(t, website.id)).sections, 'pricing-card').content).toEqual(
      card.content,
    );
  });

  it('sanitises heading markup and refuses script links', async () => {
    const website = await createWebsite(t);
    const heading = find(website.sections, 'heading');
    const { body } = await t.call('PATCH', `/api/elements/${heading.id}`, {
      content: {
        html: 'Grow <em>boldly</em><img src=x onerror=alert(1)><script>alert(2)</script>',
      },
    });
    expect((body as Element).content.html).toBe('Grow <em>boldly</em>');
    const button = find(website.sections, 'button');
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '/about',
      'calendly dot com slash me',
    ]) {
      const bad = await t.call('PATCH', `/api/elements/${button.id}`, { content: { url } });
      expect(bad.status, url).toBe(400);
      expect((bad.body as ErrorAnswer).error.fields).toHaveProperty(['content.url']);
    }
    for (const url of [
      'https://example.com',
      '#calendar',
      'mailto:me@example.com',
      'tel:+15550100',
    ]) {
      expect(
        (await t.call('PATCH', `/api/elements/${button.id}`, { content: { url } })).status,
        url,
      ).toBe(200);
    }
  });

  it('refuses styles outside the allowed values', async () => {
    const website = await createWebsite(t);
    const heading = find(website.sections, 'heading');
    for (const styles of [
      { fontSize: 'huge' },
      { color: 'red; background:url(javascript:alert(1))' },
      { fontFamily: 'comic' },
      { position: 'fixed' },
    ]) {
      const { status } = await t.call('PATCH', `/api/elements/${heading.id}`, { styles });
      expect(status, JSON.stringify(styles)).toBe(400);
    }
    const ok = await t.call('PATCH', `/api/elements/${heading.id}`, {
      styles: { fontSize: 'xl', color: '#1f2937', textAlign: 'center', fontFamily: 'playfair' },
    });
    expect(ok.status).toBe(200);
    expect((ok.body as Element).styles).toMatchObject({ fontSize: 'xl', color: '#1f2937' });
  });

  it('refuses a stale element version with 409', async () => {
    const website = await createWebsite(t);
    const paragraph = find(website.sections, 'paragraph');
    await t.call('PATCH', `/api/elements/${paragraph.id}`, {
      content: { text: 'New' },
      version: paragraph.version,
    });
    const stale = await t.call('PATCH', `/api/elements/${paragraph.id}`, {
      content: { text: 'Old tab' },
      version: paragraph.version,
    });
    expect(stale.status).toBe(409);
    expect((stale.body as ErrorAnswer).error.code).toBe('conflict');
    expect(find((await getWebsite(t, website.id)).sections, 'paragraph').content.text).toBe('New');
  });

  it('adds an element of an accepted type at the end of the section, with default styles', async () => {
    const website = await createWebsite(t, { template: 'course-offer' });
    const curriculum = website.sections.find((s) => s.type === 'curriculum') as Section;
    const { status, body } = await t.call('POST', `/api/sections/${curriculum.id}/elements`, {
      type: 'course-module',
      content: { title: 'Module 7: Scale' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      type: 'course-module',
      order: curriculum.elements.length,
      sectionId: curriculum.id,
    });
    const refused = await t.call('POST', `/api/sections/${curriculum.id}/elements`, {
      type: 'pricing-option',
    });
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorAnswer).error.fields?.type).toBe('must be one of: course-module');
    const unknown = await t.call('POST', `/api/sections/${curriculum.id}/elements`, {
      type: 'marquee',
    });
    expect(unknown.status).toBe(400);
  });

  it('deletes an element', async () => {
    const website = await createWebsite(t);
    const paragraph = find(website.sections, 'paragraph');
    expect((await t.call('DELETE', `/api/elements/${paragraph.id}`)).status).toBe(204);
    const ids = (await getWebsite(t, website.id)).sections.flatMap((s) =>
      s.elements.map((e) => e.id),
    );
    expect(ids).not.toContain(paragraph.id);
    expect((await t.call('DELETE', `/api/elements/${paragraph.id}`)).status).toBe(404);
  });

  it('reorders the elements of a section', async () => {
    const website = await createWebsite(t, { template: 'leadership-course' });
    const pillars = website.sections.find((s) => s.type === 'pillars') as Section;
    const reversed = pillars.elements.map((e) => e.id).reverse();
    const { status } = await t.call('POST', `/api/sections/${pillars.id}/elements/reorder`, {
      elementIds: reversed,
    });
    expect(status).toBe(200);
    const after = (await getWebsite(t, website.id)).sections.find(
      (s) => s.id === pillars.id,
    ) as Section;
    expect(after.elements.map((e) => e.id)).toEqual(reversed);
    const bad = await t.call('POST', `/api/sections/${pillars.id}/elements/reorder`, {
      elementIds: reversed.slice(1),
    });
    expect(bad.status).toBe(400);
  });
});
