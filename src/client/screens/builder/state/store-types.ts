import type { History } from './history';
import type { Conflict } from './rebase';
import type { IdMap } from './remap';

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'retrying'; message: string }
  | { kind: 'invalid'; message: string };

export type BuilderState = {
  history: History;
  status: SaveStatus;
  invalidElements: ReadonlyMap<number, Readonly<Record<string, string>>>;
  /** Every id the server has replaced so far, so a selection made before a save still finds its target. */
  aliases: IdMap;
  /** Fields another tab changed while this one did too: this tab's text is kept, theirs offered. */
  conflicts: readonly Conflict[];
};

/** What the store needs from the network: the app's api helper in the browser, the real app in tests. */
export type BuilderTransport = {
  send: (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ) => Promise<unknown>;
  /** The HTTP status of a failed send, if it was an HTTP answer (not a network failure). */
  statusOf: (error: unknown) => number | undefined;
  messageOf: (error: unknown) => string;
};

export type StoreOptions = {
  debounceMs: number;
  retryDelaysMs: readonly number[];
  /** Told the server's reason when it refused a new section or element (a limit was reached). */
  onRefused: (message: string) => void;
  /** Told when another tab changed fields this one changed too (they are in `conflicts`). */
  onConflict: (count: number) => void;
};
export const DEFAULTS: StoreOptions = {
  debounceMs: 400,
  retryDelaysMs: [1000, 2000, 4000, 8000],
  onRefused: () => {},
  onConflict: () => {},
};
