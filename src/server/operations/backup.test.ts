import { createHash } from 'node:crypto';
import { chown, link, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3-server';
import { createWebsite, getWebsite } from '../../../test/support/builders';
import { openTestDatabase } from '../../../test/support/test-database';
import { sessionCookieOf, setupTestApp, TEST_PASSWORD } from '../../../test/support/test-app';
import { fetchBytes, picture, upload } from '../../../test/support/uploads';
import type { StoredFile } from '../../model/files/file';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { crmConnections } from '../db/schema';
import { makeServices } from '../services';
import { s3Storage } from '../storage/s3-storage';
import { restoreBackup, writeBackup, type Manifest } from './backup';
import { inSnapshot, summariseAll } from './snapshot';

/** Issue 26: one archive holds an installation, and restores into a new one that serves the same. */
const t = setupTestApp();
let s3: FakeS3;
let dir: string;
const opened: Database[] = [];
beforeAll(async () => {
  s3 = await startFakeS3();
  dir = await mkdtemp(join(tmpdir(), 'coachsite-backup-test-'));
});
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

async function emptyDatabase() {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}

const source = () => ({ db: t.database.db, kind: t.database.kind, storage: t.services.storage });

describe('backup and restore', () => {
  it('restores a coach’s websites, pages and files into a new installation with files on S3', async () => {
    const website = await createWebsite(t, { name: 'Momentum', template: 'coaching-offer' });
    expect((await t.call('POST', `/api/websites/${website.id}/publish`)).status).toBe(201);
    const { slug } = await getWebsite(t, website.id);
    const live = await t.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(live.statusCode).toBe(200);
    const photo = await picture(800, 600, 'jpeg');
    const file = (await upload(t, 'Retreat.jpg', photo)).body as StoredFile;
    const archive = join(dir, 'full.tar.gz');

    const manifest = await writeBackup({ ...source(), secretKey: 'k'.repeat(40) }, archive);
    expect(manifest.tables.websites?.rows).toBe(1);
    expect(manifest.files.length).toBe(1 + file.variants.length);

    const target = await emptyDatabase();
    const restored = await restoreBackup(
      { db: target.db, storage: s3Storage(s3.options) },
      archive,
    );
    expect(restored.secretKey).toBe('k'.repeat(40));
    const [before, after] = await Promise.all([
      inSnapshot(t.database.db, summariseAll),
      inSnapshot(target.db, summariseAll),
    ]);
    expect(after).toEqual(before);

    const services = makeServices({ storage: s3Storage(s3.options) });
    const app = await buildApp({ db: target.db, services });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'coach@example.com', password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const cookie = sessionCookieOf(login.headers);
      const list = await app.inject({ method: 'GET', url: '/api/websites', headers: { cookie } });
      expect(list.body).toContain('Momentum');
      const page = await app.inject({ method: 'GET', url: `/s/${slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(live.body);
      const bytes = await fetchBytes({ ...t, app }, file.url, null);
      expect(Buffer.compare(bytes.bytes, photo)).toBe(0);
      // New rows get new ids after the restored ones.
      const added = await app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: { cookie },
        payload: { name: 'After the restore', template: 'coaching-offer' },
      });
      expect(added.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('writes the archive as a new file of its own, whatever another account left where it goes', async () => {
    const archive = join(dir, 'private.tar.gz');
    // Left by someone else, open to all: whoever holds it, or a link to it, reads what goes into it.
    const planted = `${archive}.part`;
    await writeFile(planted, '', { mode: 0o666 });
    if (process.getuid?.() === 0) await chown(planted, 65534, 65534);
    const theirs = join(dir, 'their-link-to-the-part-file');
    await link(planted, theirs);

    await writeBackup(source(), archive);
    expect((await readFile(theirs)).length).toBe(0);
    const written = await stat(archive);
    expect(written.mode & 0o777).toBe(0o600);
    expect(written.uid).toBe(process.getuid?.());
    expect(written.size).toBeGreaterThan(0);
    const left = (await readdir(dir)).filter((name) => name.endsWith('.part'));
    expect(left).toEqual(['private.tar.gz.part']);
  });

  it('refuses to restore over data, and leaves it as it was', async () => {
    const archive = join(dir, 'refused.tar.gz');
    await writeBackup(source(), archive);
    const before = await inSnapshot(t.database.db, summariseAll);
    await expect(
      restoreBackup({ db: t.database.db, storage: t.services.storage }, archive),
    ).rejects.toThrow(/already holds data/);
    expect(await inSnapshot(t.database.db, summariseAll)).toEqual(before);
  });

  it('refuses a damaged archive and keeps nothing of it', async () => {
    const archive = join(dir, 'damaged.tar.gz');
    await writeBackup(source(), archive);
    const unpacked = await mkdtemp(join(dir, 'unpacked-'));
    await tar.x({ file: archive, cwd: unpacked });
    const websites = join(unpacked, 'db', 'websites.jsonl');
    await writeFile(websites, (await readFile(websites, 'utf8')).replace('Momentum', 'Tampered'));
    const damaged = join(dir, 'damaged-again.tar.gz');
    await tar.c({ gzip: true, file: damaged, cwd: unpacked }, ['.']);

    const target = await emptyDatabase();
    await expect(
      restoreBackup({ db: target.db, storage: s3Storage(s3.options) }, damaged),
    ).rejects.toThrow(/does not match.*websites/);
    const after = await inSnapshot(target.db, summariseAll);
    expect(Object.values(after).every((s) => s.rows === 0)).toBe(true);
  });

  it('restores an archive made before the CRM port, its GoHighLevel connection upgraded', async () => {
    await t.database.db.delete(crmConnections);
    const me = (await t.call('GET', '/api/auth/me')).body as { user: { id: number } };
    await t.database.db.insert(crmConnections).values({
      userId: me.user.id,
      accountId: 'loc-123',
      accountName: 'Maya Rivers Coaching',
      tokenSealed: t.services.secrets.seal('pit-abcd-1234'),
      tokenHint: '1234',
      leadRule: 'always',
    });
    const archive = join(dir, 'current.tar.gz');
    await writeBackup(source(), archive);
    // The same archive as Coachsite wrote it before migration 0023: the connection's columns had
    // GoHighLevel's names and no provider.
    const old = await rewriteArchive(archive, '0022_webhooks', (table, row) => {
      if (table !== 'crm_connections') return row;
      const { provider, account_id, account_name, ...rest } = row;
      expect(provider).toBe('gohighlevel');
      return { ...rest, location_id: account_id, location_name: account_name };
    });

    const target = await emptyDatabase();
    await restoreBackup({ db: target.db, storage: s3Storage(s3.options) }, old);
    const [restored] = await target.db.select().from(crmConnections);
    expect(restored).toMatchObject({
      provider: 'gohighlevel',
      accountId: 'loc-123',
      accountName: 'Maya Rivers Coaching',
      tokenHint: '1234',
      leadRule: 'always',
    });
    const websitesBefore = (await inSnapshot(t.database.db, summariseAll)).websites;
    expect((await inSnapshot(target.db, summariseAll)).websites).toEqual(websitesBefore);
  });

  it('refuses an archive made by a newer Coachsite, and keeps nothing of it', async () => {
    const archive = join(dir, 'future-source.tar.gz');
    await writeBackup(source(), archive);
    const future = await rewriteArchive(archive, '9999_from_the_future', (_, row) => row);
    const target = await emptyDatabase();
    await expect(
      restoreBackup({ db: target.db, storage: s3Storage(s3.options) }, future),
    ).rejects.toThrow(/made by a newer Coachsite/);
    const after = await inSnapshot(target.db, summariseAll);
    expect(Object.values(after).every((s) => s.rows === 0)).toBe(true);
  });
});

/**
 * The archive as another version would have written it: each row changed by `change`, its
 * manifest naming `schema` and counting and summing the changed lines.
 */
async function rewriteArchive(
  archive: string,
  schema: string,
  change: (table: string, row: Record<string, unknown>) => Record<string, unknown>,
): Promise<string> {
  const unpacked = await mkdtemp(join(dir, 'rewrite-'));
  await tar.x({ file: archive, cwd: unpacked });
  const manifestPath = join(unpacked, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  for (const table of Object.keys(manifest.tables)) {
    const path = join(unpacked, 'db', `${table}.jsonl`);
    const lines = (await readFile(path, 'utf8')).split('\n').filter(Boolean);
    const changed = lines.map((line) =>
      JSON.stringify(change(table, JSON.parse(line) as Record<string, unknown>)),
    );
    await writeFile(path, changed.map((line) => `${line}\n`).join(''));
    manifest.tables[table] = {
      rows: changed.length,
      sha256: changed
        .reduce((hash, line) => hash.update(line).update('\n'), createHash('sha256'))
        .digest('hex'),
    };
  }
  await writeFile(manifestPath, JSON.stringify({ ...manifest, schema }));
  const rewritten = join(dir, `rewritten-${schema}.tar.gz`);
  await tar.c({ gzip: true, file: rewritten, cwd: unpacked }, ['.']);
  return rewritten;
}
