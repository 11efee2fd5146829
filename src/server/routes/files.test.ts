import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createWebsite, getWebsite } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';
import { fetchBytes, pdf, picture, upload } from '../../../test/support/uploads';
import type { FilesAnswer, StoredFile } from '../../model/files/file';
import { chosenImageUrl } from '../../model/files/image-url';
import { files } from '../db/schema';
import { fileFromRow } from '../domain/files/file-rows';

const t = setupTestApp(undefined, {
  fileLimits: { maxFileBytes: 400_000, quotaBytes: 1_500_000 },
});

type Failure = { error: { message: string; fields?: Record<string, string> } };

const list = async (query = '', as?: string) =>
  (await t.call('GET', `/api/files${query}`, undefined, as)).body as FilesAnswer;

async function stored(name: string, bytes: Buffer, fields?: Record<string, string>) {
  const answer = await upload(t, name, bytes, { fields });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as StoredFile;
}

/** The first half of a file's bytes. */
/** The start of a zip archive: a type that cannot be stored. */
const zip = () => Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(200)]);
const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

describe('Personal Storage', () => {
  it('keeps an image with its size and web-sized WebP copies, public, beside the original', async () => {
    const original = await picture(2000, 1000, 'jpeg');
    const file = await stored('Maya on stage.jpg', original);
    expect(file).toMatchObject({
      name: 'Maya on stage.jpg',
      kind: 'image',
      mime: 'image/jpeg',
      visibility: 'public',
      width: 2000,
      height: 1000,
      size: original.length,
    });
    expect(file.variants.map((v) => v.width)).toEqual([480, 960, 1600]);

    const bytes = await fetchBytes(t, file.url, null);
    expect(bytes.status).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(bytes.bytes, original)).toBe(0);

    const copy = await fetchBytes(t, file.variants[1]?.url ?? '', null);
    expect(copy.headers['content-type']).toBe('image/webp');
    const meta = await sharp(copy.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 960, 480]);
    // A picture narrower than every copy width gets one copy at its own width.
    const small = await stored('avatar.png', await picture(300, 200));
    expect(small.variants.map((v) => [v.width, v.height])).toEqual([[300, 200]]);
  });

  it('serves a file only at its own address: no one can step through ids to other files', async () => {
    const photo = await stored('Unpublished idea.png', await picture(40, 40));
    expect(photo.url).toMatch(/^\/files\/[0-9]+-[0-9a-f]{24}\/Unpublished%20idea\.png$/);
    const key = /^\/files\/[0-9]+-([0-9a-f]{24})\//.exec(photo.url)?.[1] ?? '';
    const otherKey = key.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const tries = [
      `/files/${photo.id}/Unpublished%20idea.png`, // the id alone
      `/files/${photo.id}/x`,
      `/files/${photo.id}-${otherKey}/Unpublished%20idea.png`, // a wrong key
      `/files/${photo.id}-${key.slice(1)}/x`, // too short
      `/files/${photo.id - 1}-${key}/x`, // the key with another id
      `/files/${photo.id + 1}-${key}/x`,
    ];
    for (const address of tries) {
      for (const who of [null, t.cookie]) {
        expect((await fetchBytes(t, address, who)).status, address).toBe(404);
      }
    }
    expect((await fetchBytes(t, photo.url, null)).status).toBe(200);
    expect((await fetchBytes(t, photo.variants[0]?.url ?? '', null)).status).toBe(200);
  });

  it('still serves a file stored before addresses had a key at its old address, on pages published then', async () => {
    const photo = await stored('Older photo.png', await picture(40, 40));
    const { db } = t.database;
    await db.update(files).set({ addressKey: null }).where(eq(files.id, photo.id));
    const [row] = await db.select().from(files).where(eq(files.id, photo.id));
    if (!row) throw new Error('the file row is gone');
    expect(fileFromRow(row).url).toBe(`/files/${photo.id}/Older%20photo.png`);
    expect((await fetchBytes(t, `/files/${photo.id}/Older%20photo.png`, null)).status).toBe(200);
    expect((await fetchBytes(t, photo.url, null)).status).toBe(404);
  });

  it('keeps a document private: its owner gets it, no one else does', async () => {
    const file = await stored('Welcome pack.pdf', pdf());
    expect(file).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      visibility: 'private',
    });
    expect(file.variants).toEqual([]);
    const mine = await fetchBytes(t, file.url, t.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers['content-disposition']).toContain('inline');
    const other = await t.signUp('other-reader@example.com');
    expect((await fetchBytes(t, file.url, other)).status).toBe(404);
    expect((await fetchBytes(t, file.url, null)).status).toBe(404);
    // Made public, anyone may read it.
    await t.call('PATCH', `/api/files/${file.id}`, { visibility: 'public' });
    expect((await fetchBytes(t, file.url, null)).status).toBe(200);
  });

  it('refuses what is not an allowed file, saying why, and keeps nothing of it', async () => {
    const before = (await list()).files.length;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]);
    const refusals: [string, Buffer, number, RegExp][] = [
      // In plain words, the file's name first: no field name, no quotes.
      ['holiday.png', elf, 400, /^holiday\.png is a program, not a picture\.$/],
      [
        'evil.png',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
        400,
        /^evil\.png is a program, not a picture\.$/,
      ],
      [
        'setup',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
        400,
        /^setup is a program, which cannot be stored\. You can store images/,
      ],
      [
        'archive.pdf',
        zip(),
        400,
        /^archive\.pdf is a \.zip file, not a document\. You can store images/,
      ],
      ['empty.pdf', Buffer.alloc(0), 400, /^empty\.pdf is empty: it has nothing in it\.$/],
      [
        '../../etc/passwd.png',
        await picture(20, 20),
        400,
        /^The file's name must be a file name, not a path\.$/,
      ],
      ['..\\boot.png', await picture(20, 20), 400, /must be a file name, not a path/],
      [
        'notes.txt',
        Buffer.from([0x66, 0, 0x67]),
        400,
        /^notes\.txt is a kind of file that cannot be stored, not a document\. You can store/,
      ],
      // Cut short in the middle (a broken download): the header reads, the pixels do not.
      ['half.png', half(await picture(300, 300)), 400, /^half\.png could not be read as a picture/],
      [
        'half.jpg',
        half(await picture(300, 300, 'jpeg')),
        400,
        /^half\.jpg could not be read as a picture/,
      ],
      [
        'huge.png',
        Buffer.concat([await picture(20, 20), Buffer.alloc(400_001)]),
        413,
        /^huge\.png is too large: files can be up to 400 KB\.$/,
      ],
    ];
    for (const [name, bytes, status, message] of refusals) {
      const answer = await upload(t, name, bytes);
      expect(answer.status, name).toBe(status);
      expect((answer.body as Failure).error.message, name).toMatch(message);
      expect((answer.body as Failure).error.fields, name).toHaveProperty('file');
    }
    expect((await list()).files.length).toBe(before);
    // Text has no signature: UTF-8 under a text name is kept.
    expect((await stored('intake.csv', Buffer.from('name,goal\nMaya,calm\n'))).mime).toBe(
      'text/csv',
    );
  });

  it('refuses a request that is not an upload, and unknown fields, naming them', async () => {
    const json = await t.call('POST', '/api/files', { name: 'x' });
    expect(json.status).toBe(400);
    expect((json.body as Failure).error.message).toBe(
      'Send the file as a form upload (multipart/form-data).',
    );
    const unknown = await upload(t, 'a.png', await picture(20, 20), { fields: { owner: '7' } });
    expect(unknown.status).toBe(400);
    expect((unknown.body as Failure).error.message).toMatch(/owner/);
  });

  it('renames, files into folders, tags, filters and searches', async () => {
    const file = await stored('IMG_0042.png', await picture(40, 30), { folder: 'Headshots' });
    expect(file.folder).toBe('Headshots');
    const renamed = await t.call('PATCH', `/api/files/${file.id}`, {
      name: 'Maya smiling.png',
      tags: ['about', 'warm'],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Maya smiling.png',
      url: file.url.replace('IMG_0042.png', 'Maya%20smiling.png'),
    });
    // The old address still shows the picture: a page published before the rename keeps working.
    expect((await fetchBytes(t, file.url, null)).status).toBe(200);

    const answer = await list('?folder=Headshots');
    expect(answer.files.map((f) => f.id)).toEqual([file.id]);
    expect(answer.folders).toContain('Headshots');
    expect((await list('?tag=warm')).files.map((f) => f.id)).toEqual([file.id]);
    expect((await list('?q=smiling')).files.map((f) => f.id)).toEqual([file.id]);
    expect((await list('?q=100%25')).files).toEqual([]);
    expect((await list('?kind=document')).files.every((f) => f.kind === 'document')).toBe(true);
    expect(answer.usage).toMatchObject({ maxFileBytes: 400_000, quotaBytes: 1_500_000 });
    expect(answer.usage.usedBytes).toBeGreaterThan(0);

    for (const [patch, field] of [
      [{ name: '../up.png' }, 'name'],
      [{ name: '' }, 'name'],
      [{ visibility: 'everyone' }, 'visibility'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
      [{ folder: 'a/b' }, 'folder'],
      [{}, 'body'],
    ] as const) {
      const bad = await t.call('PATCH', `/api/files/${file.id}`, patch);
      expect(bad.status, JSON.stringify(patch)).toBe(400);
      expect(
        Object.keys((bad.body as Failure).error.fields ?? {}).join(),
        JSON.stringify(patch),
      ).toContain(field);
    }
    expect((await t.call('GET', `/api/files/${file.id}`)).body).toMatchObject({
      name: 'Maya smiling.png',
    });
  });

  it('answers 404 for another coach’s file, whatever they ask', async () => {
    const file = await stored('mine.png', await picture(20, 20));
    const other = await t.signUp('other-coach@example.com');
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'theirs.png' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await t.call(method, `/api/files/${file.id}`, payload, other);
      expect(answer.status, method).toBe(404);
    }
    expect((await list('', other)).files).toEqual([]);
    expect((await t.call('GET', `/api/files/${file.id}`)).body).toMatchObject({ name: 'mine.png' });
  });

  it('refuses deleting or hiding an image while a live page shows it, then lets it go', async () => {
    const file = await stored('cover.png', await picture(600, 400));
    const website = await createWebsite(t, { template: 'coach', name: 'Live Photo' });
    const image = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'image');
    if (!image) throw new Error('no image element');
    await t.call('PATCH', `/api/elements/${image.id}`, {
      content: { url: chosenImageUrl({ ...file, width: 600, height: 400 }) },
      version: image.version,
    });
    expect((await t.call('POST', `/api/websites/${website.id}/publish`)).status).toBe(201);

    const refused = await t.call('DELETE', `/api/files/${file.id}`);
    expect(refused.status).toBe(409);
    expect((refused.body as Failure).error.message).toMatch(/live page of Live Photo/);
    expect((await t.call('PATCH', `/api/files/${file.id}`, { visibility: 'private' })).status).toBe(
      409,
    );
    expect((await fetchBytes(t, file.url, null)).status).toBe(200);

    await t.call('POST', `/api/websites/${website.id}/unpublish`);
    expect((await t.call('DELETE', `/api/files/${file.id}`)).status).toBe(204);
    expect((await fetchBytes(t, file.url, t.cookie)).status).toBe(404);
    expect((await fetchBytes(t, file.variants[0]?.url ?? '', null)).status).toBe(404);
    expect((await getWebsite(t, website.id)).name).toBe('Live Photo');
  });

  it('shows a private image to visitors of a live page that uses it, and no other private file', async () => {
    const photo = await stored('private.png', await picture(100, 80));
    await t.call('PATCH', `/api/files/${photo.id}`, { visibility: 'private' });
    expect((await fetchBytes(t, photo.url, null)).status).toBe(404);
    const website = await createWebsite(t, { template: 'coach', name: 'Private Photo' });
    const image = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'image');
    if (!image) throw new Error('no image element');
    await t.call('PATCH', `/api/elements/${image.id}`, {
      content: { url: chosenImageUrl({ ...photo, width: 100, height: 80 }) },
      version: image.version,
    });
    await t.call('POST', `/api/websites/${website.id}/publish`);
    expect((await fetchBytes(t, photo.variants[0]?.url ?? '', null)).status).toBe(200);
  });

  it('takes a file as the share image: the live page’s og:image is its full address, and the file stays while it is', async () => {
    const cover = await stored('Share cover.jpg', await picture(1200, 630, 'jpeg'));
    const website = await createWebsite(t, { template: 'coach', name: 'Shared Cover' });
    const refused = await t.call('PATCH', `/api/websites/${website.id}`, {
      settings: { seo: { imageUrl: 'javascript:alert(1)' } },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as Failure).error.fields?.['settings.seo.imageUrl']).toMatch(/^must /);
    const saved = await t.call('PATCH', `/api/websites/${website.id}`, {
      settings: { seo: { imageUrl: cover.url } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await t.call('POST', `/api/websites/${website.id}/publish`);
    expect(published.status).toBe(201);
    const { url } = published.body as { url: string };

    const live = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(live.body)?.[1];
    expect(ogImage).toBe(`${new URL(url).origin}${cover.url}`);
    expect(cover.url).toMatch(/\/Share%20cover\.jpg$/);

    // Not in the page's body, yet on its live page: link previews fetch it, so it stays.
    expect((await t.call('DELETE', `/api/files/${cover.id}`)).status).toBe(409);
    const hidden = await t.call('PATCH', `/api/files/${cover.id}`, { visibility: 'private' });
    expect((hidden.body as Failure).error.message).toMatch(/live page of Shared Cover/);
    expect((await fetchBytes(t, cover.url, null)).status).toBe(200);

    await t.call('POST', `/api/websites/${website.id}/unpublish`);
    expect((await t.call('DELETE', `/api/files/${cover.id}`)).status).toBe(204);
  });

  it('takes a file as the page icon: the live page links it, and the file stays while it does', async () => {
    const icon = await stored('Maya icon.png', await picture(64, 64));
    const website = await createWebsite(t, { template: 'coach', name: 'Own Icon' });
    const saved = await t.call('PATCH', `/api/websites/${website.id}`, {
      settings: { iconUrl: icon.url },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { url } = (await t.call('POST', `/api/websites/${website.id}/publish`)).body as {
      url: string;
    };
    const live = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(live.body).toContain(`<link rel="icon" href="${icon.url}">`);
    expect((await t.call('DELETE', `/api/files/${icon.id}`)).status).toBe(409);
    await t.call('POST', `/api/websites/${website.id}/unpublish`);
    expect((await t.call('DELETE', `/api/files/${icon.id}`)).status).toBe(204);
  });

  it('keeps each coach within their storage quota, counting the copies', async () => {
    const coach = await t.signUp('quota@example.com');
    const big = await picture(600, 600, 'png');
    expect(big.length).toBeLessThan(400_000);
    let kept = 0;
    let answer = await upload(t, `photo-${kept}.png`, big, { as: coach });
    while (answer.status === 201) {
      kept += 1;
      answer = await upload(t, `photo-${kept}.png`, big, { as: coach });
    }
    expect(answer.status).toBe(413);
    expect((answer.body as Failure).error.message).toMatch(
      /^Your storage is full: .* of 1\.5 MB used/,
    );
    const after = await list('', coach);
    expect(after.files).toHaveLength(kept);
    expect(after.usage.usedBytes).toBeLessThanOrEqual(1_500_000);
    expect(after.usage.usedBytes).toBeGreaterThan(kept * big.length);
  });

  it('notes an upload in the activity log', async () => {
    await stored('brochure.pdf', pdf());
    const activity = (await t.call('GET', '/api/activity')).body as {
      items: { kind: string; subject: string }[];
    };
    expect(activity.items[0]).toMatchObject({ kind: 'file-uploaded', subject: 'brochure.pdf' });
  });
});
