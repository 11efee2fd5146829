import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, embeddedInstallation, seen } from '../../../test/support/operations';
import { startAppProcess } from '../../../test/support/app-processes';
import { openPglite } from '../db/database';
import { jobs } from '../db/schema';
import { secretKeyFor } from '../secrets/secret-key';
import { diskStorage } from '../storage/disk-storage';
import { restoreBackup } from './backup';

/** Issue 26: `npm run backup` and `npm run restore` on an embedded installation made by the app. */
let root: string;
let made: Awaited<ReturnType<typeof embeddedInstallation>>;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'coachsite-ops-'));
  made = await embeddedInstallation(join(root, 'embedded'));
}, 240_000);
afterAll(() => rm(root, { recursive: true, force: true }));

/** `npm run restore` of `archive` into DATA_DIR `dir`: the same live page and photo as the original. */
async function expectRestoredSame(archive: string, dir: string): Promise<string> {
  const restored = await command('restore.ts', [archive], { DATA_DIR: join(root, dir) });
  expect(restored.stdout).toContain('every table matches its checksum');
  const database = await openPglite(join(root, dir));
  try {
    const after = await seen(database, join(root, dir, 'files'), made.slug);
    expect(after.page).toBe(made.original.page);
    expect(Buffer.compare(after.bytes, made.photo)).toBe(0);
  } finally {
    await database.close();
  }
  return restored.stdout;
}

/**
 * `archive` restored in this process into DATA_DIR `dir` (the command itself is run in the test
 * above; one process start less): the same live page and photo as the original.
 */
async function expectRestoresSame(archive: string, dir: string): Promise<void> {
  const database = await openPglite(join(root, dir));
  try {
    const files = join(root, dir, 'files');
    const { manifest } = await restoreBackup(
      { db: database.db, storage: diskStorage(files) },
      archive,
    );
    expect(manifest.files.length).toBeGreaterThan(0);
    const after = await seen(database, files, made.slug);
    expect(after.page).toBe(made.original.page);
    expect(Buffer.compare(after.bytes, made.photo)).toBe(0);
  } finally {
    await database.close();
  }
}

describe('the operator’s backup commands', () => {
  it('npm run backup, then restore into a new DATA_DIR: the same page, files and key', async () => {
    expect(made.original.status).toBe(200);
    const archive = join(root, 'nightly.tar.gz');
    const backup = await command('backup.ts', [archive], { DATA_DIR: join(root, 'embedded') });
    expect(backup.stdout).toMatch(/Backed up \d+ rows in \d+ tables and \d+ stored files/);
    expect(await expectRestoredSame(archive, 'restored')).toContain(
      'sealed with was restored into DATA_DIR',
    );
    const again = await command('restore.ts', [archive], {
      DATA_DIR: join(root, 'restored'),
    }).catch((error: { stderr: string }) => error);
    expect('stderr' in again && again.stderr).toMatch(/already holds data/);

    // A DATA_DIR a server was started on before anyone signed up: its own jobs, its own key.
    const startedOnce = join(root, 'started-once');
    const started = await openPglite(startedOnce);
    await started.db.insert(jobs).values({ kind: 'republish', key: 'republish' });
    await started.close();
    const unused = secretKeyFor({ DATA_DIR: startedOnce });
    expect(await expectRestoredSame(archive, 'started-once')).toContain(
      'sealed with was restored into DATA_DIR',
    );
    // The key that sealed the restored secrets replaces the one that sealed nothing.
    const key = readFileSync(join(startedOnce, 'secret.key'), 'utf8').trim();
    expect(key).toBe(readFileSync(join(root, 'embedded', 'secret.key'), 'utf8').trim());
    expect(key).not.toBe(unused);
  }, 240_000);

  it('npm run backup while the server runs: the server writes it, and it restores the same page', async () => {
    const stops: (() => Promise<void>)[] = [];
    try {
      await startAppProcess({ DATA_DIR: join(root, 'embedded') }, stops);
      const archive = join(root, 'while-running.tar.gz');
      const backup = await command('backup.ts', [archive], { DATA_DIR: join(root, 'embedded') });
      expect(backup.stdout).toContain('The server is running: it wrote the backup.');
      expect(backup.stdout).toMatch(/Backed up \d+ rows in \d+ tables and \d+ stored files/);
      await expectRestoresSame(archive, 'again');
    } finally {
      for (const stop of stops) await stop();
    }
  }, 240_000);
});
