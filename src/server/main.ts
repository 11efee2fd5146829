import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, quotasFrom } from './config';
import { openDatabase } from './db/database';
import { DataDirInUseError } from './db/data-dir-lock';
import { allowedHostsFor, defaultOriginFor } from './http/public-address';

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    busyMs: config.DB_BUSY_MS,
  });
  const defaultOrigin = config.PUBLIC_URL ?? defaultOriginFor(config.HOST, config.PORT);
  const app = await buildApp({
    db: database.db,
    clientDir,
    logLevel: config.LOG_LEVEL,
    publicUrl: config.PUBLIC_URL,
    allowedHosts: allowedHostsFor(config.HOST, config.ALLOWED_HOSTS),
    defaultOrigin,
    trustProxy: config.TRUST_PROXY,
    quotas: quotasFrom(config),
    databaseBusy: database.busy,
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  console.log(`Coachsite is running on http://localhost:${config.PORT} (${where})`);
  console.log(
    config.PUBLIC_URL
      ? `Published pages are addressed as ${config.PUBLIC_URL} (PUBLIC_URL)`
      : `Published pages are addressed as ${defaultOrigin}; set PUBLIC_URL to the address visitors use`,
  );
}

main().catch((error: unknown) => {
  const oneLine = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(oneLine ? error.message : error);
  process.exit(1);
});
