import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../model/fields';
import type { Website } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

function heading(website: Website) {
  const found = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'heading');
  if (!found) throw new Error('no heading');
  return found;
}

describe('the rich-text limit applies to what is stored', () => {
  it('refuses text that sanitising would lengthen past the limit, naming the field, and keeps the old text', async () => {
    const website = await createWebsite(t, { template: 'course-offer' });
    const element = heading(website);
    const typed = 'Q&A '.repeat(5000);
    expect(typed.length).toBe(TEXT_LIMITS.richtext);
    const { status, body } = await t.call('PATCH', `/api/elements/${element.id}`, {
      content: { html: typed },
    });
    expect(status).toBe(400);
    expect((body as ErrorAnswer).error.fields?.['content.html']).toMatch(/too long once formatted/);
    expect(heading(await getWebsite(t, website.id)).content).toEqual(element.content);
  });

  it('whatever it accepts can be edited again, duplicated, published and restored', async () => {
    const website = await createWebsite(t, { template: 'course-offer' });
    const element = heading(website);
    const saved = await t.call('PATCH', `/api/elements/${element.id}`, {
      content: { html: 'Q&A '.repeat(2000) },
    });
    expect(saved.status).toBe(200);
    const stored = String((saved.body as { content: { html: string } }).content.html);
    expect(stored.length).toBeLessThanOrEqual(TEXT_LIMITS.richtext);
    const again = await t.call('PATCH', `/api/elements/${element.id}`, {
      content: { html: stored },
    });
    expect(again.status).toBe(200);
    expect((await t.call('POST', `/api/websites/${website.id}/duplicate`)).status).toBe(201);
    const published = await t.call('POST', `/api/websites/${website.id}/publish`);
    const publicationId = (published.body as { publication: { id: number } }).publication.id;
    const restored = await t.call(
      'POST',
      `/api/websites/${website.id}/publications/${publicationId}/restore`,
    );
    expect(restored.status).toBe(200);
    expect(heading(restored.body as Website).content.html).toBe(stored);
  });
});
