import type { SyncOp } from './plan-sync';
import type { SaveStatus } from './store-types';

/** Shown while the sanitizer, which every save goes through, cannot be downloaded. */
export const SANITIZER_MISSING =
  "Couldn't save (part of the builder could not be downloaded). Retrying…";

/** What the sync loop does after a request failed. */
export type FailureStep =
  /** A DELETE answered 404: the thing is already gone; take that as done and go on. */
  | { next: 'forget' }
  /** A create refused by a limit (409): drop the new item, tell the coach, save the rest. */
  | { next: 'drop-create'; message: string }
  /** A stale copy (409) or a missing target (404): fold in the newest copy and go on. */
  | { next: 'reload' }
  /** Show `status` and stop; try again after `retryInMs` when set. `counted`: one more failure. */
  | { next: 'stop'; status: SaveStatus; retryInMs?: number; counted?: boolean };

type Failure = {
  /** The answer's status; undefined when there was none (network down, timeout). */
  status: number | undefined;
  op: SyncOp;
  method: string;
  /** The failure in the coach's words. */
  message: string;
  /** Failures in a row before this one, and the pauses to retry after. */
  failures: number;
  retryDelaysMs: readonly number[];
};

/** The sync loop's answer to a failed request, by what the server said (a pure decision). */
export function failureStep({
  status,
  op,
  method,
  message,
  failures,
  retryDelaysMs,
}: Failure): FailureStep {
  if (status === 404 && method === 'DELETE') return { next: 'forget' };
  if (status === 409 && (op.kind === 'create-section' || op.kind === 'create-element')) {
    // A create carries no version, so its 409 is a limit reached, not a stale copy: the new
    // item goes (from undo and redo too, so it cannot come back unsaved) and the rest saves.
    return { next: 'drop-create', message };
  }
  if (status === 409 || status === 404) return { next: 'reload' };
  if (status === 401) {
    // Signed out elsewhere or expired: keep everything and keep trying, so signing in again resumes saving.
    return {
      next: 'stop',
      status: {
        kind: 'retrying',
        message: 'Your session has ended. Sign in again in another tab to keep saving.',
      },
      retryInMs: retryDelaysMs.at(-1) ?? 8000,
    };
  }
  if (status === 400 || status === 413) {
    // The server refuses this content as it is: retrying cannot help, the coach's next change will.
    return { next: 'stop', status: { kind: 'invalid', message: `Not saved: ${message}` } };
  }
  return {
    next: 'stop',
    status: { kind: 'retrying', message: `Couldn't save (${message}). Retrying…` },
    retryInMs: retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 1000,
    counted: true,
  };
}
