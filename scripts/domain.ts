import { normalizeDomain } from '../src/model/domains/domain-name';
import { verifyByOperator } from '../src/server/domain/domains/operator-verify';
import { openInstallation, runCommand } from './operations/open-installation';

/**
 * Operator commands on coaches' own domains (issue 37):
 *   npm run domain -- verify <domain> [--email <coach's email>]
 * marks a domain a coach added as verified without its DNS check: to try her domain on this
 * machine (`curl -H 'Host: coach.test' http://localhost:5000/`), or when you checked it yourself.
 * With the embedded database, stop the server first (only one process may open DATA_DIR).
 */
const [command, typed, flag, email] = process.argv.slice(2);
if (command !== 'verify' || !typed || (flag !== undefined && (flag !== '--email' || !email))) {
  console.error('usage: npm run domain -- verify <domain> [--email <coach email>]');
  process.exit(2);
}
await runCommand(async () => {
  const name = normalizeDomain(typed, []);
  if (!name.ok) throw new Error(`The domain ${name.problem}.`);
  const { database } = await openInstallation();
  try {
    console.log(await verifyByOperator(database.db, name.domain, email ?? null, new Date()));
  } finally {
    await database.close();
  }
});
