import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { DataDirInUseError } from '../src/server/db/data-dir-lock';
import { keepDataDirPrivate } from '../src/server/db/data-dir-permissions';
import { resetPassword } from '../src/server/domain/auth/reset-password';
import { AppError } from '../src/server/errors';

/**
 * Operator commands on accounts (for servers without SMTP_URL, where coaches cannot reset by email):
 *   npm run user -- reset-password <email>
 * With the embedded database, stop the server first: only one process may open ./data at a time,
 * and this command says so if the server is still running.
 */
const [command, email] = process.argv.slice(2);
if (command !== 'reset-password' || !email) {
  console.error('usage: npm run user -- reset-password <email>');
  process.exit(2);
}
const config = loadConfig();
keepDataDirPrivate(config);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
}).catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
try {
  const password = await resetPassword(database.db, email);
  console.log(`New password for ${email}: ${password}`);
  console.log(
    'Every session of this account has been signed out. Ask the coach to change it after signing in.',
  );
} catch (error) {
  console.error(error instanceof AppError ? `No account with the email ${email}.` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
