import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebsite } from '../../../test/support/builders';
import { openTestDatabase } from '../../../test/support/test-database';
import { setupTestApp } from '../../../test/support/test-app';
import { picture, upload } from '../../../test/support/uploads';
import type { Database } from '../db/database';
import { jobs, rateLimits, users } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { diskStorage } from '../storage/disk-storage';
import { restoreBackup, writeBackup, type Manifest } from './backup';
import { inSnapshot, summariseAll } from './snapshot';

/**
 * Issue 36: an archive is a file someone hands the operator. A restore checks everything it names
 * before it writes anything (nothing outside its folder, no links), and keeps the rows and the
 * files together or not at all. It goes into an installation that holds no coach, even one a
 * server was started on (its jobs), and never over a coach's data.
 */
const t = setupTestApp();
let dir: string;
let archive: string;
/** A file outside any backup, that no restore may read. */
let outside: string;
const opened: Database[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'coachsite-restore-checks-'));
  await createWebsite(t, { name: 'Momentum', template: 'coaching-offer' });
  await upload(t, 'Retreat.jpg', await picture(600, 400, 'jpeg'));
  archive = join(dir, 'source.tar.gz');
  await writeBackup(
    { db: t.database.db, kind: t.database.kind, storage: t.services.storage },
    archive,
  );
  outside = join(dir, 'not-in-the-backup.txt');
  await writeFile(outside, 'the operator’s own file\n');
});
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await rm(dir, { recursive: true, force: true });
});

async function emptyTarget() {
  const database = await openTestDatabase();
  opened.push(database);
  const files = await mkdtemp(join(dir, 'files-'));
  return { database, files, storage: diskStorage(files) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The source archive changed by `change` in its unpacked folder, packed again. */
async function tampered(name: string, change: (folder: string, m: Manifest) => Promise<void>) {
  const folder = await mkdtemp(join(dir, 'unpacked-'));
  await tar.x({ file: archive, cwd: folder });
  const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as Manifest;
  await change(folder, manifest);
  await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest));
  const file = join(dir, `${name}.tar.gz`);
  await tar.c({ gzip: true, file, cwd: folder }, ['.']);
  return file;
}

async function expectNothingKept(target: Awaited<ReturnType<typeof emptyTarget>>) {
  const tables = await inSnapshot(target.database.db, summariseAll);
  expect(Object.entries(tables).filter(([, s]) => s.rows > 0)).toEqual([]);
  const stored = await readdir(target.files, { recursive: true, withFileTypes: true });
  expect(stored.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
}

describe('a restore checks everything the archive names before it writes anything', () => {
  const outsideNames = {
    'a path up and out of its folder': () => `../../${relative(tmpdir(), outside)}`,
    'an absolute path': () => outside,
  };
  for (const [what, key] of Object.entries(outsideNames)) {
    it(`refuses a manifest naming ${what}, and keeps nothing`, async () => {
      const bytes = await readFile(outside);
      const bad = await tampered(`outside-${what.length}`, async (_, manifest) => {
        manifest.files.push({ key: key(), bytes: bytes.length, sha256: sha256(bytes) });
      });
      const target = await emptyTarget();
      await expect(
        restoreBackup({ db: target.database.db, storage: target.storage }, bad),
      ).rejects.toThrow(/not a storage key|outside its folder/);
      await expectNothingKept(target);
    });
  }

  it('refuses an archive whose stored file is a link to a file outside it, and keeps nothing', async () => {
    const bytes = await readFile(outside);
    const bad = await tampered('file-link', async (folder, manifest) => {
      const first = manifest.files[0];
      if (!first) throw new Error('the source backup has no files');
      await rm(join(folder, 'files', first.key));
      await symlink(outside, join(folder, 'files', first.key));
      Object.assign(first, { bytes: bytes.length, sha256: sha256(bytes) });
    });
    const target = await emptyTarget();
    await expect(
      restoreBackup({ db: target.database.db, storage: target.storage }, bad),
    ).rejects.toThrow(/not plain files/);
    await expectNothingKept(target);
  });

  it('refuses an archive whose table lines are a link, and keeps nothing', async () => {
    const bad = await tampered('table-link', async (folder) => {
      const lines = join(folder, 'db', 'websites.jsonl');
      const copy = join(dir, 'websites-elsewhere.jsonl');
      await writeFile(copy, await readFile(lines));
      await rm(lines);
      await symlink(copy, lines);
    });
    const target = await emptyTarget();
    await expect(
      restoreBackup({ db: target.database.db, storage: target.storage }, bad),
    ).rejects.toThrow(/not plain files/);
    await expectNothingKept(target);
  });

  it('keeps nothing, rows or files, when storing a file fails half-way', async () => {
    const target = await emptyTarget();
    let puts = 0;
    const failing: FileStorage = {
      ...target.storage,
      async put(key, bytes, type) {
        puts += 1;
        if (puts === 2) throw new Error('the bucket went away');
        await target.storage.put(key, bytes, type);
      },
    };
    await expect(
      restoreBackup({ db: target.database.db, storage: failing }, archive),
    ).rejects.toThrow(/bucket went away/);
    expect(puts).toBe(2);
    await expectNothingKept(target);
  });
});

describe('where a restore may go', () => {
  it('into an installation started once but never signed up to (only its own jobs and counters)', async () => {
    const target = await emptyTarget();
    await target.database.db.insert(jobs).values({ kind: 'republish', key: 'republish' });
    await target.database.db
      .insert(rateLimits)
      .values({ key: 'signup:127.0.0.1', windowStart: new Date(), count: 1 });
    const { manifest } = await restoreBackup(
      { db: target.database.db, storage: target.storage },
      archive,
    );
    expect(manifest.tables.websites?.rows).toBe(1);
    // Every table is the backup's: the installation's own jobs and counters made way for its rows.
    expect(await inSnapshot(target.database.db, summariseAll)).toEqual(manifest.tables);
  });

  it('never over a coach: an account is refused, and left as it was', async () => {
    const target = await emptyTarget();
    await target.database.db
      .insert(users)
      .values({ email: 'already@example.com', name: 'Already', passwordHash: 'x' });
    const before = await inSnapshot(target.database.db, summariseAll);
    await expect(
      restoreBackup({ db: target.database.db, storage: target.storage }, archive),
    ).rejects.toThrow(/already holds data \(users\)/);
    expect(await inSnapshot(target.database.db, summariseAll)).toEqual(before);
  });
});
