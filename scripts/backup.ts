import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeBackup } from '../src/server/operations/backup';
import { openInstallation, runCommand, secretKeyPath } from './operations/open-installation';

/**
 * npm run backup -- <file>: one archive of this installation (its database, embedded or
 * PostgreSQL, and its files, on disk or S3) with a manifest of counts and checksums.
 */
const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run backup -- <file.tar.gz>');
  process.exit(2);
}
await runCommand(async () => {
  const { config, database, storage } = await openInstallation();
  try {
    const ownKey =
      !config.SECRET_KEY && !config.DATABASE_URL && existsSync(secretKeyPath(config))
        ? readFileSync(secretKeyPath(config), 'utf8').trim()
        : undefined;
    const manifest = await writeBackup(
      { db: database.db, kind: database.kind, storage, ...(ownKey ? { secretKey: ownKey } : {}) },
      resolve(file),
    );
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.files.length} stored files to ${resolve(file)}.`,
    );
    if (manifest.missingFiles.length > 0) {
      console.log(
        `${manifest.missingFiles.length} files named by the database were not in storage.`,
      );
    }
    if (ownKey)
      console.log('The archive holds the key stored secrets are sealed with: keep it private.');
  } finally {
    await database.close();
  }
});
