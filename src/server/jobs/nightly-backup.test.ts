import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/support/test-app';
import { waitFor } from '../../../test/support/wait-for';
import { archiveName, backupHandler, startNightlyBackups } from './nightly-backup';
import { startRunner } from './runner';

/** Issue 26: with BACKUP_DIR set, a running installation backs itself up once a day. */
const t = setupTestApp();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'coachsite-nightly-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('nightly backups', () => {
  it('make today’s archive once, whichever process asks, and keep the newest BACKUP_KEEP', async () => {
    for (const old of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      await writeFile(join(dir, archiveName(old)), 'an older archive');
    }
    await writeFile(join(dir, 'notes.txt'), 'the operator’s own file');
    const log = () => undefined;
    const backup = {
      dir,
      keep: 2,
      db: t.database.db,
      kind: t.database.kind,
      storage: t.services.storage,
    };
    const now = () => Date.parse('2026-11-26T03:00:00Z');
    // Two processes ask at once; one archive is made.
    const stops = [startNightlyBackups(backup, log, now), startNightlyBackups(backup, log, now)];
    const runner = startRunner({
      db: t.database.db,
      handlers: [backupHandler(backup, log)],
      log,
      pollMs: 50,
    });
    try {
      await waitFor('today’s archive and the rotation', async () => {
        const names = (await readdir(dir)).sort();
        return names.join(',') ===
          [archiveName('2026-11-22'), archiveName('2026-11-26'), 'notes.txt'].join(',')
          ? names
          : null;
      });
      const entries: string[] = [];
      await tar.t({
        file: join(dir, archiveName('2026-11-26')),
        onReadEntry: (entry) => entries.push(entry.path),
      });
      expect(entries).toContain('./manifest.json');
      expect(entries).toContain('./db/websites.jsonl');
    } finally {
      stops.forEach((stop) => stop());
      await runner.stop();
    }
  });
});
