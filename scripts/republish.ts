import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { DataDirInUseError } from '../src/server/db/data-dir-lock';
import { keepDataDirPrivate } from '../src/server/db/data-dir-permissions';
import { republishPages } from '../src/server/domain/publishing/republish-pages';
import { siteRenderer } from '../src/server/public/renderer';

/**
 * Draws every live page again from its snapshot with this build's renderer (the one `npm start`
 * runs, with the browser app built in dist/client), the work the server does in the background
 * at start, run to the end now:
 *   npm run republish            live pages another renderer drew
 *   npm run republish -- --all   every published version, older ones too
 * With the embedded database, stop the server first (only one process may open DATA_DIR).
 */
const args = process.argv.slice(2);
const all = args.includes('--all');
if (args.some((arg) => arg !== '--all')) {
  console.error('usage: npm run republish [-- --all]');
  process.exit(2);
}
try {
  const config = loadConfig();
  keepDataDirPrivate(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const renderer = siteRenderer(fileURLToPath(new URL('../dist/client', import.meta.url)));
    const { rendered, failed } = await republishPages(database.db, renderer, { all });
    const what = all ? 'published page(s)' : 'live page(s)';
    console.log(`Re-rendered ${rendered} ${what} with renderer ${renderer.fingerprint}.`);
    for (const { id, error } of failed)
      console.error(`Could not re-render publication ${id}: ${error}`);
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  const oneLine = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(oneLine ? error.message : error);
  process.exitCode = 1;
}
