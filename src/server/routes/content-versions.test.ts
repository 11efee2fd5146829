import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ContentMigration } from '../../model/content-versions';
import type { PublicationSummary } from '../../model/publication';
import type { Website } from '../../model/website';
import { createWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import { elements } from '../db/schema';

/**
 * The running code's list of content migrations, as a deployment would change it: empty while the
 * first version is published, then with a migration that renames a field.
 */
const deployed = vi.hoisted(() => ({ migrations: [] as ContentMigration[] }));
vi.mock('../../model/content-versions/migrations', () => ({
  MIGRATIONS: deployed.migrations,
}));

const headingTextIntoHtml: ContentMigration = {
  to: 2,
  description: 'heading: the plain text field is renamed html',
  element: (type, content) => {
    if (type !== 'heading' || content.text === undefined) return content;
    const { text, ...rest } = content;
    return { ...rest, html: text };
  },
};

const t = setupTestApp();

const headingOf = (website: Website) =>
  website.sections.flatMap((s) => s.elements).find((e) => e.type === 'heading');

async function website(id: number): Promise<Website> {
  const { status, body } = await t.call('GET', `/api/websites/${id}`);
  expect(status).toBe(200);
  return body as Website;
}

describe('content that survives a change of shape', () => {
  it('restores a version published before a field was renamed, in the new shape', async () => {
    const site = await createWebsite(t, { name: 'Before the rename' });
    const heading = headingOf(site);
    if (!heading) throw new Error('the coach template has a heading');
    const set = await t.call('PATCH', `/api/elements/${heading.id}`, {
      content: { html: null, text: 'Words from the old days' },
    });
    expect(set.status).toBe(200);
    const published = await t.call('POST', `/api/websites/${site.id}/publish`);
    expect(published.status).toBe(201);
    const old = (published.body as { publication: PublicationSummary }).publication;
    await t.call('PATCH', `/api/elements/${heading.id}`, { content: { text: 'Newer words' } });

    // A deployment renames the field.
    deployed.migrations.push(headingTextIntoHtml);
    try {
      const restored = await t.call(
        'POST',
        `/api/websites/${site.id}/publications/${old.id}/restore`,
      );
      expect(restored.status).toBe(200);
      const back = headingOf(await website(site.id));
      expect(back?.content).toEqual({ html: 'Words from the old days' });

      // Stored in today's shape, at today's version; the version is still in the list.
      const [row] = await t.database.db
        .select({ content: elements.content, contentVersion: elements.contentVersion })
        .from(elements)
        .where(eq(elements.id, back?.id ?? 0));
      expect(row).toEqual({ content: { html: 'Words from the old days' }, contentVersion: 2 });
      const list = await t.call('GET', `/api/websites/${site.id}/publications`);
      expect((list.body as { publications: PublicationSummary[] }).publications).toContainEqual(
        expect.objectContaining({ id: old.id, number: 1 }),
      );
    } finally {
      deployed.migrations.length = 0;
    }
  });

  it('reads a draft written before the rename in the new shape, and keeps old fields on edit', async () => {
    const site = await createWebsite(t, { name: 'Draft before the rename' });
    const heading = headingOf(site);
    if (!heading) throw new Error('the coach template has a heading');
    await t.call('PATCH', `/api/elements/${heading.id}`, {
      content: { html: null, text: 'Draft words' },
    });
    deployed.migrations.push(headingTextIntoHtml);
    try {
      expect(headingOf(await website(site.id))?.content).toEqual({ html: 'Draft words' });
      // An edit merges into the upgraded content and stores it at the new version.
      const edit = await t.call('PATCH', `/api/elements/${heading.id}`, {
        content: { html: 'Draft words, edited' },
      });
      expect(edit.status).toBe(200);
      expect((edit.body as { content: unknown }).content).toEqual({ html: 'Draft words, edited' });
    } finally {
      deployed.migrations.length = 0;
    }
  });

  it('refuses content a newer deployment wrote, with a clear message, and changes nothing', async () => {
    const site = await createWebsite(t, { name: 'From the future' });
    const heading = headingOf(site);
    if (!heading) throw new Error('the coach template has a heading');
    await t.database.db
      .update(elements)
      .set({ contentVersion: 99 })
      .where(eq(elements.id, heading.id));
    const read = await t.call('GET', `/api/websites/${site.id}`);
    expect(read.status).toBe(409);
    expect((read.body as ErrorAnswer).error.message).toMatch(/newer version of Coachsite/);
    const edit = await t.call('PATCH', `/api/elements/${heading.id}`, {
      content: { html: 'Overwrite?' },
    });
    expect(edit.status).toBe(409);
    const [row] = await t.database.db
      .select({ content: elements.content })
      .from(elements)
      .where(eq(elements.id, heading.id));
    expect(row?.content).toEqual(heading.content);
  });
});
