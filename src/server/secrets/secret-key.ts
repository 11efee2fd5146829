import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config } from '../config';
import { newSecretKey } from './secret-box';

export const SECRET_KEY_FILE = 'secret.key';

/**
 * The key stored secrets are sealed with: SECRET_KEY, or for the embedded database a key generated
 * once into DATA_DIR (beside the data it protects, readable by its owner only). With DATABASE_URL
 * the key must be given: several processes share that database, and a key made up by one of them
 * would leave the others unable to open what it sealed.
 */
export function secretKeyFor(
  config: Pick<Config, 'SECRET_KEY' | 'DATABASE_URL' | 'DATA_DIR'>,
): string {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  if (config.DATABASE_URL) {
    throw new ConfigError(
      'SECRET_KEY is required with DATABASE_URL (32 or more characters, the same for every app process)',
    );
  }
  const file = join(config.DATA_DIR, SECRET_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = newSecretKey();
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
