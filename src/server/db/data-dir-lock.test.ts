import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './database';
import { users } from './schema';

describe('the embedded database under DATA_DIR', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'coachsite-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('cannot be opened by a second process while the first holds it, and can after it closes', async () => {
    const dir = dataDir();
    const first = await openPglite(dir);
    await first.db
      .insert(users)
      .values({ email: 'kept@example.com', name: 'Kept', passwordHash: 'x' });

    await expect(openPglite(dir)).rejects.toThrow(
      `The embedded database in ${dir} is in use by another Coachsite process. ` +
        'Stop the server first, or point DATA_DIR somewhere else.',
    );

    await first.close();
    const second = await openPglite(dir);
    const kept = await second.db.select({ email: users.email }).from(users);
    expect(kept).toEqual([{ email: 'kept@example.com' }]);
    await second.close();
  });

  it('takes over a lock left behind by a process that is no longer running', async () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dir, 'pglite.lock'), String(gone));

    const database = await openPglite(dir);
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  });
});
