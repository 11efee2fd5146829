import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../src/server/config';
import { writeBackup, type Manifest } from '../src/server/operations/backup';
import { askRunningServer } from '../src/server/operations/operator-socket';
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
/** What the archive holds, in one line or two. */
function report(manifest: Manifest, ownKey: boolean): void {
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.files.length} stored files to ${resolve(file ?? '')}.`,
  );
  if (manifest.missingFiles.length > 0) {
    console.log(`${manifest.missingFiles.length} files named by the database were not in storage.`);
  }
  if (ownKey)
    console.log('The archive holds the key stored secrets are sealed with: keep it private.');
}

await runCommand(async () => {
  const settings = loadConfig();
  // A running embedded server holds its database: it writes the archive itself.
  if (!settings.DATABASE_URL) {
    const made = await askRunningServer(settings.DATA_DIR, resolve(file));
    if (made) {
      console.log('The server is running: it wrote the backup.');
      return report(made, made.secretKey);
    }
  }
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
    report(manifest, ownKey !== undefined);
  } finally {
    await database.close();
  }
});
