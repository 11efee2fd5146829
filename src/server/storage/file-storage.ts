import type { Readable } from 'node:stream';

/**
 * Where file bytes live (issue 13): a folder under DATA_DIR by default, an S3-compatible bucket
 * when S3_BUCKET is set so several app processes share them. Keys are made by the server
 * (`{storageKey}/original`, `{storageKey}/960w.webp`), never from a name a coach typed.
 */
export type FileStorage = {
  /** 'disk' or 's3', for the logs. */
  readonly kind: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes as a stream, or null when there is nothing under the key. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes what is under each key; a key with nothing under it is not an error. */
  remove(keys: readonly string[]): Promise<void>;
};

const KEY = /^[a-z0-9-]+(\/[a-z0-9.-]+)*$/;

/** Keys are the server's own; anything else is a bug, refused before it reaches a disk or bucket. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`bad storage key: ${key}`);
  return key;
}

/** How large one upload may be, and how much one coach may keep, in bytes. */
export type FileLimits = { maxFileBytes: number; quotaBytes: number };

export const DEFAULT_FILE_LIMITS: FileLimits = {
  maxFileBytes: 20_000_000,
  quotaBytes: 1_000_000_000,
};
