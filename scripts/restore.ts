import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreBackup } from '../src/server/operations/backup';
import { openInstallation, runCommand, secretKeyPath } from './operations/open-installation';

/**
 * npm run restore -- <file>: restores a backup into this installation, which must be empty (a new
 * DATA_DIR, or a new PostgreSQL database with DATABASE_URL). Checks the manifest before it keeps
 * anything.
 */
const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run restore -- <file.tar.gz>');
  process.exit(2);
}
await runCommand(async () => {
  const { config, database, storage } = await openInstallation();
  try {
    const { manifest, secretKey } = await restoreBackup(
      { db: database.db, storage },
      resolve(file),
    );
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Restored ${rows} rows and ${manifest.files.length} stored files from the backup of ${manifest.createdAt}; every table matches its checksum.`,
    );
    if (!secretKey) return;
    if (!config.DATABASE_URL && !config.SECRET_KEY && !existsSync(secretKeyPath(config))) {
      writeFileSync(secretKeyPath(config), `${secretKey}\n`, { mode: 0o600 });
      console.log('The key stored secrets are sealed with was restored into DATA_DIR.');
    } else if (config.SECRET_KEY !== secretKey) {
      console.log(
        'Stored secrets (CRM connections) were sealed with the key in the archive (secret.key): start the server with SECRET_KEY set to it, or coaches will connect their CRM again.',
      );
    }
  } finally {
    await database.close();
  }
});
