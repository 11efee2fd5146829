import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { checkKey, type FileStorage } from './file-storage';

/**
 * Files in a folder (DATA_DIR/files by default); written to a temporary name, then renamed. They
 * are the owner's only (files 0600, folders 0700): private files are kept here too.
 */
export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { body: createReadStream(path), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
