import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, mailFrom } from './config';
import { openDatabase } from './db/database';
import { DataDirInUseError } from './db/data-dir-lock';
import { keepDataDirPrivate } from './db/data-dir-permissions';
import { allowedHostsFor, defaultOriginFor } from './http/public-address';
import type { JobLog } from './jobs/runner';
import { gracefulStop } from './graceful-stop';
import { stopSteps, warnOfForgedAddresses, type Held } from './process-parts';
import { pino } from 'pino';
import { startJobs } from './jobs/start-jobs';
import { readDatabase } from './metrics/database-readings';
import { serveMetrics } from './metrics/metrics-server';
import { startOperatorSocket } from './operations/operator-socket';
import { secretKeyFor } from './secrets/secret-key';
import { servicesFromConfig } from './services';

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  // One JSON line per event, from the first: Fastify logs through the same logger.
  const logger = pino({ level: config.LOG_LEVEL });
  warnOfForgedAddresses(config, (message) => logger.warn(message));
  // What stopping lets go of, as start-up makes it: a stop while PostgreSQL is awaited ends at once.
  const held: Held = {};
  const stop = gracefulStop({
    graceMs: config.SHUTDOWN_GRACE_MS,
    log: (level, message) => logger[level](message),
    exit: (code) => process.exit(code),
    steps: stopSteps(held, config.SHUTDOWN_GRACE_MS),
  });
  stop.listen();
  // Before anything is written under DATA_DIR: files 0600, folders 0700, older ones tightened.
  const tightened = keepDataDirPrivate(config);
  if (tightened > 0) {
    logger.info(
      `Made ${tightened} file(s) and folder(s) in ${config.DATA_DIR} private to their owner`,
    );
  }
  const secretKey = secretKeyFor(config);
  const database = (held.database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    busyMs: config.DB_BUSY_MS,
    report: (message) => logger.warn(message),
  }));
  const defaultOrigin = config.PUBLIC_URL ?? defaultOriginFor(config.HOST, config.PORT);
  const services = (held.services = servicesFromConfig(config, clientDir, secretKey));
  const app = (held.app = await buildApp({
    db: database.db,
    services,
    clientDir,
    logLevel: config.LOG_LEVEL,
    publicUrl: config.PUBLIC_URL,
    allowedHosts: allowedHostsFor(config.HOST, config.ALLOWED_HOSTS),
    defaultOrigin,
    trustProxy: config.TRUST_PROXY,
    databaseBusy: database.busy,
    logger,
    stopping: () => stop.stopping(),
    metricsToken: config.METRICS_TOKEN,
    poolStats: database.poolStats,
  }));
  const log: JobLog = (level, message, detail = {}) => app.log[level](detail, message);
  // METRICS_PORT: the metrics on 127.0.0.1 only, beside the app (metrics-server.ts).
  held.metricsServer = config.METRICS_PORT
    ? await serveMetrics({
        port: config.METRICS_PORT,
        metrics: services.metrics,
        source: { readDatabase: () => readDatabase(database.db), poolStats: database.poolStats },
        onError: (err) => app.log.error({ err }, 'the metrics could not be read'),
      })
    : null;
  // Only the process holding the embedded database can read it: `npm run backup` asks it here.
  held.closeOperator =
    database.kind === 'pglite'
      ? await startOperatorSocket(config.DATA_DIR, {
          db: database.db,
          kind: database.kind,
          storage: services.storage,
          ...(config.SECRET_KEY ? {} : { secretKey }),
        })
      : null;
  // Jobs start once the server listens.
  const jobs = (held.jobs = app.listen({ port: config.PORT, host: config.HOST }).then(() =>
    startJobs({
      db: database.db,
      services,
      log,
      pollMs: config.JOBS_POLL_MS,
      stopGraceMs: config.SHUTDOWN_GRACE_MS,
      ...(config.BACKUP_DIR
        ? {
            backup: {
              dir: config.BACKUP_DIR,
              keep: config.BACKUP_KEEP,
              kind: database.kind,
              storage: services.storage,
              // The embedded database's own key goes with it; a given SECRET_KEY is the operator's to keep.
              ...(config.SECRET_KEY ? {} : { secretKey }),
            },
          }
        : {}),
    }),
  ));
  await jobs;
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  logger.info(`Coachsite is running on http://localhost:${config.PORT} (${where})`);
  logger.info(
    config.PUBLIC_URL
      ? `Published pages are addressed as ${config.PUBLIC_URL} (PUBLIC_URL)`
      : `Published pages are addressed as ${defaultOrigin}; set PUBLIC_URL to the address visitors use`,
  );
  logger.info(
    services.mailer
      ? `Forgotten passwords: reset links are emailed from ${mailFrom(config)} (SMTP_URL)`
      : 'Forgotten passwords: no SMTP_URL, so coaches ask you (npm run user -- reset-password <email>)',
  );
}

main().catch((error: unknown) => {
  const oneLine = error instanceof ConfigError || error instanceof DataDirInUseError;
  // PostgreSQL's own refusal (a wrong password, no such database) in one line, without a stack.
  const fromPostgres = typeof (error as { code?: unknown }).code === 'string';
  console.error(oneLine || fromPostgres ? `Coachsite could not start: ${messageOf(error)}` : error);
  process.exit(1);
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
