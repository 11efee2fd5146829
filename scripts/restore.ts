import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreBackup } from '../src/server/operations/backup';
import { openInstallation, runCommand, secretKeyPath } from './operations/open-installation';

/**
 * npm run restore -- <file>: restores a backup into this installation, which must hold no coach (a
 * new DATA_DIR or PostgreSQL database, or one a server was started on before anyone signed up).
 * Checks everything the archive names before it keeps anything.
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
    if (!config.DATABASE_URL && !config.SECRET_KEY) {
      // A key already there was made by a start before any coach signed up (a restore is refused
      // where a coach is): it sealed nothing, and the archive's key opens what was restored.
      const keyFile = secretKeyPath(config);
      const fresh = `${keyFile}.${randomBytes(8).toString('hex')}`;
      writeFileSync(fresh, `${secretKey}\n`, { mode: 0o600, flag: 'wx' });
      renameSync(fresh, keyFile);
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
