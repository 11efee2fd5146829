import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** Another process holds the embedded database: opening it twice would corrupt it. */
export class DataDirInUseError extends Error {}

const heldHere = new Set<string>();

/**
 * Holds `dir` for this process, so a second server or `npm run user` cannot open the same
 * embedded database at the same time. The lock is a file beside it with the holder's process id;
 * one left behind by a process that is no longer running (a crash, a killed container) is taken
 * over. A process id is checked rather than a refreshed timestamp because PGlite blocks the event
 * loop for seconds while it starts, which would make a live lock look stale.
 * `shownAs` names the directory in the message as the operator configured it (DATA_DIR).
 * Returns the function that lets go of it.
 */
export function lockDataDir(dir: string, shownAs = dir): () => void {
  const file = `${dir}.lock`;
  if (heldHere.has(file) || !claim(file)) {
    throw new DataDirInUseError(
      `The embedded database in ${shownAs} is in use by another Coachsite process. ` +
        'Stop the server first, or point DATA_DIR somewhere else.',
    );
  }
  heldHere.add(file);
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.off('exit', release);
    unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}

/** Writes our pid to `file` unless a running process already holds it. */
function claim(file: string): boolean {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    if (isRunning(holderOf(file))) return false;
    try {
      unlinkSync(file);
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
    }
  }
  return false;
}

function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether another running process has this id (our own id is a leftover of an earlier life). */
function isRunning(pid: number | null): boolean {
  if (pid === null || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isCode(error, 'EPERM');
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
