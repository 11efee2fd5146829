import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** Another process holds the embedded database: opening it twice would corrupt it. */
export class DataDirInUseError extends Error {}

/** Who holds a lock: a process id, and when that process started (null where unknown). */
type Holder = { pid: number; startTime: string | null };

const heldHere = new Set<string>();

/**
 * Holds `dir` for this process, so a second server or `npm run user` cannot open the same
 * embedded database at the same time. The lock is a file beside it with the holder's process id
 * and, on Linux, its start time; one left behind by a process that is no longer running (a crash,
 * a killed container) is taken over, also when its id now belongs to another process (ids are
 * reused, often after a container restart). A process is checked rather than a refreshed timestamp
 * because PGlite blocks the event loop for seconds while it starts, which would make a live lock
 * look stale.
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

/** Writes our pid and start time to `file` unless a running process already holds it. */
function claim(file: string): boolean {
  const us = startTimeOf(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, us === null ? String(process.pid) : `${process.pid} ${us}`, {
        flag: 'wx',
        mode: 0o600,
      });
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

/** The holder a lock file names: "pid start-time", or only "pid" (older files, other systems). */
function holderOf(file: string): Holder | null {
  try {
    const match = /^([0-9]{1,10})(?:\s+([0-9]{1,20}))?\s*$/.exec(readFileSync(file, 'utf8'));
    const pid = Number(match?.[1]);
    return match && Number.isSafeInteger(pid) && pid > 0
      ? { pid, startTime: match[2] ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the holder is another running process (our own id is a leftover of an earlier life).
 * A process with the holder's id but another start time is a newcomer that reused the id.
 */
function isRunning(holder: Holder | null): boolean {
  if (holder === null || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (!isCode(error, 'EPERM')) return false;
  }
  if (holder.startTime === null) return true;
  const now = startTimeOf(holder.pid);
  return now === null || now === holder.startTime;
}

/**
 * When a process started, in clock ticks since boot (Linux: field 22 of /proc/<pid>/stat); null
 * where there is no /proc. The process name (field 2) may hold spaces and brackets, so the fields
 * are counted from the last ")".
 */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return start !== undefined && /^[0-9]+$/.test(start) ? start : null;
  } catch {
    return null;
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
