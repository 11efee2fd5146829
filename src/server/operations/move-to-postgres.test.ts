import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, embeddedInstallation, seen } from '../../../test/support/operations';
import { createSharedTestDatabase } from '../../../test/support/test-database';

/**
 * Issue 26: `npm run move-to-postgres` copies an embedded installation into PostgreSQL, and the
 * app there serves the same (in the api-postgres project only: it needs the server).
 */
let root: string;
let made: Awaited<ReturnType<typeof embeddedInstallation>>;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'coachsite-move-'));
  made = await embeddedInstallation(join(root, 'embedded'));
}, 240_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('moving to PostgreSQL', () => {
  it('copies every table, prints the settings, and the app serves the same page and files', async () => {
    const target = await createSharedTestDatabase();
    try {
      const url = target.env.DATABASE_URL ?? '';
      const moved = await command('move-to-postgres.ts', ['--to', url], {
        DATA_DIR: join(root, 'embedded'),
      });
      expect(moved.stdout).toContain("every table's count and checksum match");
      expect(moved.stdout).toContain(`DATABASE_URL=${url}`);
      expect(moved.stdout).toContain(`SECRET_KEY=${'s'.repeat(43)}`);
      const again = await command('move-to-postgres.ts', ['--to', url], {
        DATA_DIR: join(root, 'embedded'),
      }).catch((error: { stderr: string }) => error);
      expect('stderr' in again && again.stderr).toMatch(/already holds data/);
      const database = await target.open();
      try {
        const after = await seen(database, join(root, 'embedded', 'files'), made.slug);
        expect(after.page).toBe(made.original.page);
        expect(Buffer.compare(after.bytes, made.photo)).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      await target.dispose();
    }
  }, 240_000);
});
