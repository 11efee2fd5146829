import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, storageFrom } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/database';
import { keepDataDirPrivate } from '../src/server/db/data-dir-permissions';
import { copyFiles } from '../src/server/operations/copy-files';
import { moveDatabase } from '../src/server/operations/move';
import { diskStorage } from '../src/server/storage/disk-storage';
import { runCommand, secretKeyPath } from './operations/open-installation';

/**
 * npm run move-to-postgres -- --to <DATABASE_URL>: copies this embedded installation (DATA_DIR,
 * server stopped) into an empty PostgreSQL database, checks every table, copies the files to S3
 * when S3_BUCKET is set, and prints the settings to start with.
 */
const args = process.argv.slice(2);
const to = args[args.indexOf('--to') + 1];
if (!args.includes('--to') || !to || !/^postgres(ql)?:\/\//.test(to)) {
  console.error(
    'usage: npm run move-to-postgres -- --to postgres://user:password@host:5432/database',
  );
  process.exit(2);
}
await runCommand(async () => {
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  keepDataDirPrivate(config);
  const keyFile = secretKeyPath(config);
  const secretKey =
    config.SECRET_KEY ?? (existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : null);
  const source = await openPglite(config.DATA_DIR);
  try {
    const target = await openPostgres(to);
    try {
      const tables = await moveDatabase(source.db, target.db);
      const rows = Object.values(tables).reduce((sum, t) => sum + t.rows, 0);
      console.log(
        `Moved ${rows} rows in ${Object.keys(tables).length} tables; every table's count and checksum match.`,
      );
      const filesAt = config.S3_BUCKET
        ? `the bucket ${config.S3_BUCKET}`
        : `${join(config.DATA_DIR, 'files')} (one machine; set S3_BUCKET for several)`;
      if (config.S3_BUCKET) {
        const local = diskStorage(join(config.DATA_DIR, 'files'));
        const { copied, missing } = await copyFiles(target.db, local, storageFrom(config));
        console.log(`Copied ${copied} stored files to ${filesAt}.`);
        if (missing.length > 0) console.log(`${missing.length} files were not on disk.`);
      }
      console.log('\nStart the app with these settings (keep SECRET_KEY private):');
      console.log(`  DATABASE_URL=${to}`);
      if (secretKey) console.log(`  SECRET_KEY=${secretKey}`);
      if (!config.S3_BUCKET) console.log(`  DATA_DIR=${config.DATA_DIR}   # files stay here`);
      console.log(`Files: ${filesAt}.`);
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
});
