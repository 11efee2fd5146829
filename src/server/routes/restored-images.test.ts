import { describe, expect, it } from 'vitest';
import { createWebsite, getWebsite } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import { picture, upload } from '../../../test/support/uploads';
import type { PublicationSummary } from '../../model/publication';
import type { StoredFile } from '../../model/files/file';
import { fileSegmentsIn, ownFileSegment } from '../../model/files/file-images';
import { chosenImageUrl } from '../../model/files/image-url';
import { publishChecklist } from '../../model/publish-checklist';

/*
 * A version restored from before one of its pictures was deleted from Personal Storage: the
 * checklist says so, and no page draws the deleted file as a broken image.
 */

const t = setupTestApp();

async function stored(name: string, width: number, height: number): Promise<StoredFile> {
  const answer = await upload(t, name, await picture(width, height));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as StoredFile;
}

async function publish(websiteId: number): Promise<{ url: string; publicationId: number }> {
  const published = await t.call('POST', `/api/websites/${websiteId}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  const body = published.body as { url: string; publication: PublicationSummary };
  return { url: body.url, publicationId: body.publication.id };
}

const page = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).body;

const missingOf = async (segments: string[], as?: string) => {
  const answer = await t.call(
    'GET',
    `/api/files/missing?segments=${encodeURIComponent(segments.join(','))}`,
    undefined,
    as,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { missing: string[] }).missing;
};

describe('a restored version whose picture was deleted', () => {
  it('is listed by the checklist, and the live page, shared draft and thumbnail leave it out', async () => {
    const photo = await stored('Maya on stage.png', 120, 80);
    const logo = await stored('Logo.png', 60, 60);
    const segment = ownFileSegment(photo.url) ?? '';
    const logoSegment = ownFileSegment(logo.url) ?? '';
    const website = await createWebsite(t, { template: 'coach-exact', name: 'Restored Photo' });
    const image = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'image');
    if (!image) throw new Error('coach-exact starts with an image');
    const chosen = chosenImageUrl({ ...photo, width: 120, height: 80 });
    const withPhoto = await t.call('PATCH', `/api/elements/${image.id}`, {
      content: { url: chosen, alt: 'Maya on stage' },
      version: image.version,
    });
    expect(withPhoto.status, JSON.stringify(withPhoto.body)).toBe(200);
    const withLogo = await t.call('PATCH', `/api/websites/${website.id}`, {
      settings: { ...website.settings, brand: { name: 'Rivers', logoUrl: logo.url } },
    });
    expect(withLogo.status, JSON.stringify(withLogo.body)).toBe(200);
    const first = await publish(website.id);
    const livePath = new URL(first.url).pathname;
    expect(await page(livePath)).toContain(`/files/${segment}/`);
    expect(await page(livePath)).toContain(`/files/${logoSegment}/`);

    // The coach changes the picture and the logo, publishes, and deletes both files.
    const current = await getWebsite(t, website.id);
    const now = current.sections.flatMap((s) => s.elements).find((e) => e.id === image.id);
    await t.call('PATCH', `/api/elements/${image.id}`, {
      content: { url: 'https://images.example.net/other.jpg' },
      version: now?.version,
    });
    await t.call('PATCH', `/api/websites/${website.id}`, {
      settings: { ...current.settings, brand: { name: 'Rivers', logoUrl: '' } },
    });
    await publish(website.id);
    expect((await t.call('DELETE', `/api/files/${photo.id}`)).status).toBe(204);
    expect((await t.call('DELETE', `/api/files/${logo.id}`)).status).toBe(204);

    // Restoring the first version brings the deleted files' addresses back into the draft.
    const restored = await t.call(
      'POST',
      `/api/websites/${website.id}/publications/${first.publicationId}/restore`,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const draft = await getWebsite(t, website.id);
    expect(fileSegmentsIn(draft)).toEqual([logoSegment, segment]);
    // Restored elements are new rows.
    const restoredImage = draft.sections.flatMap((s) => s.elements).find((e) => e.type === 'image');

    // The server says which are gone, and the checklist lists them for the coach to fix.
    const missing = await missingOf(fileSegmentsIn(draft));
    expect(missing.sort()).toEqual([logoSegment, segment].sort());
    const items = publishChecklist(draft, { missingFiles: new Set(missing) }).filter(
      (item) => item.kind === 'missing-image',
    );
    expect(items.map((item) => [item.title, item.target])).toEqual([
      ['Your logo no longer exists', { kind: 'setting', setting: 'logo' }],
      ['An image no longer exists', { kind: 'element', id: restoredImage?.id }],
    ]);

    // Published anyway: the live page has neither, nor a broken image (the image slot shows its
    // drawing, as before a picture was chosen), and the version kept is what visitors see.
    const again = await publish(website.id);
    const live = await page(livePath);
    expect(live).not.toContain(`/files/${segment}/`);
    expect(live).not.toContain(`/files/${logoSegment}/`);
    expect(live).not.toContain('Maya%20on%20stage');
    expect(live).toContain('Rivers');
    const versions = await t.call('GET', `/api/websites/${website.id}/publications`);
    expect(JSON.stringify(versions.body)).toContain(`"id":${again.publicationId}`);
    // The draft keeps the addresses, so the checklist still shows what to fix.
    expect(fileSegmentsIn(await getWebsite(t, website.id))).toEqual([logoSegment, segment]);

    // A shared draft and the dashboard's thumbnail leave them out too.
    const link = await t.call('POST', '/api/share/create-public-preview', {
      websiteId: website.id,
    });
    const shared = await page(new URL((link.body as { publicUrl: string }).publicUrl).pathname);
    expect(shared).toContain('Rivers');
    expect(shared).not.toContain(`/files/${segment}/`);
    expect(shared).not.toContain(`/files/${logoSegment}/`);
    const thumbnail = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${website.id}/thumbnail`,
      headers: { cookie: t.cookie },
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.body).not.toContain(`/files/${segment}/`);
    expect(thumbnail.body).not.toContain(`/files/${logoSegment}/`);
  });

  it('keeps pictures whose files are still there, and names only what is not the coach’s', async () => {
    const kept = await stored('Kept.png', 90, 60);
    const segment = ownFileSegment(kept.url) ?? '';
    const website = await createWebsite(t, { template: 'coach-exact', name: 'Kept Photo' });
    const image = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'image');
    await t.call('PATCH', `/api/elements/${image?.id}`, {
      content: { url: chosenImageUrl({ ...kept, width: 90, height: 60 }) },
      version: image?.version,
    });
    const { url } = await publish(website.id);
    expect(await page(new URL(url).pathname)).toContain(`/files/${segment}/`);
    expect(await missingOf([segment])).toEqual([]);

    // Another coach's file is not this coach's: named missing, whether or not it exists.
    const other = await t.signUp('other-images@example.com');
    expect(await missingOf([segment], other)).toEqual([segment]);
    expect(await missingOf([segment, '999999-0123456789abcdef01234567', '77'], other)).toEqual([
      segment,
      '999999-0123456789abcdef01234567',
      '77',
    ]);
    expect(await missingOf([])).toEqual([]);

    const bad = await t.call('GET', '/api/files/missing?segments=12-nothex,..%2Fetc');
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/api/files/missing?segments=1', undefined, null)).status).toBe(
      401,
    );
  });
});
