import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError } from './data-dir-lock';
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
    expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(
      `${process.pid} ${startTimeOf(process.pid)}`,
    );
    await database.close();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  });

  describe('when the lock names a running process', () => {
    let sleeper: ReturnType<typeof spawn> | undefined;
    afterEach(() => {
      sleeper?.kill();
      sleeper = undefined;
    });
    const running = () => {
      sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
      const pid = sleeper.pid;
      if (pid === undefined) throw new Error('sleep did not start');
      return pid;
    };

    it('takes the lock over when that process started after the lock was written (a reused id)', async () => {
      const dir = dataDir();
      const pid = running();
      const otherStart = String(Number(startTimeOf(pid)) - 1);
      writeFileSync(join(dir, 'pglite.lock'), `${pid} ${otherStart}`);

      const database = await openPglite(dir);
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(
        `${process.pid} ${startTimeOf(process.pid)}`,
      );
      await database.close();
    });

    it('refuses to start while the process that wrote the lock still runs', async () => {
      const dir = dataDir();
      const pid = running();
      writeFileSync(join(dir, 'pglite.lock'), `${pid} ${startTimeOf(pid)}`);

      await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirInUseError);
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toBe(`${pid} ${startTimeOf(pid)}`);
    });

    it('refuses to start on an older lock file that names only the process id', async () => {
      const dir = dataDir();
      const pid = running();
      writeFileSync(join(dir, 'pglite.lock'), String(pid));

      await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    });
  });
});

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTimeOf(pid: number): string {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return fields[19] as string;
}
