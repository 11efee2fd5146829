import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3-server';
import { setupTestApp } from '../../../test/support/test-app';
import { fetchBytes, pdf, picture, upload } from '../../../test/support/uploads';
import type { StoredFile } from '../../model/files/file';
import { s3Storage } from '../storage/s3-storage';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());
const t = setupTestApp(undefined, () => ({ storage: s3Storage(s3.options) }));

describe('Personal Storage in an S3-compatible bucket', () => {
  it('keeps the bytes and copies in the bucket, serves them, and removes them on delete', async () => {
    const original = await picture(1200, 800, 'jpeg');
    const answer = await upload(t, 'Retreat.jpg', original);
    expect(answer.status).toBe(201);
    const file = answer.body as StoredFile;
    const keys = await s3.keys();
    expect(keys).toHaveLength(4); // 480, 960 and 1200 wide
    expect(keys.filter((k) => k.endsWith('/original'))).toHaveLength(1);
    expect(keys.filter((k) => k.endsWith('w.webp')).length).toBe(3);

    const served = await fetchBytes(t, file.url, null);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.bytes, original)).toBe(0);
    const copy = await fetchBytes(t, file.variants[0]?.url ?? '', null);
    expect(copy.headers['content-type']).toBe('image/webp');

    const doc = (await upload(t, 'Terms.pdf', pdf())).body as StoredFile;
    expect((await fetchBytes(t, doc.url, null)).status).toBe(404);
    expect((await fetchBytes(t, doc.url, t.cookie)).status).toBe(200);

    expect((await t.call('DELETE', `/api/files/${file.id}`)).status).toBe(204);
    expect((await s3.keys()).filter((k) => k.endsWith('w.webp'))).toEqual([]);
    expect(await s3.keys()).toHaveLength(1);
    expect((await fetchBytes(t, file.url, null)).status).toBe(404);
  });
});
