import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { secretKeyFor, SECRET_KEY_FILE } from './secret-key';

const dir = mkdtempSync(join(tmpdir(), 'coachsite-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the key stored secrets are sealed with', () => {
  it('is SECRET_KEY when given', () => {
    const key = 'k'.repeat(40);
    expect(secretKeyFor({ SECRET_KEY: key, DATABASE_URL: 'postgres://x', DATA_DIR: dir })).toBe(
      key,
    );
  });

  it('is made once into DATA_DIR for the embedded database, readable by its owner only', () => {
    const first = secretKeyFor({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(secretKeyFor({ DATA_DIR: dir })).toBe(first);
    expect(statSync(join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('must be given with DATABASE_URL: the server refuses to start in one line', () => {
    expect(() => secretKeyFor({ DATABASE_URL: 'postgres://db/coachsite', DATA_DIR: dir })).toThrow(
      new ConfigError(
        'SECRET_KEY is required with DATABASE_URL (32 or more characters, the same for every app process)',
      ),
    );
  });
});
