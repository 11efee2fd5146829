import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { closeWithin, type StopStep } from './graceful-stop';
import type { JobRunner } from './jobs/runner';
import type { MetricsServer } from './metrics/metrics-server';
import { closeServices, type Services } from './services';

/** What a running process holds, filled in as it starts, let go of when it stops. */
export type Held = {
  database?: Database;
  services?: Services;
  app?: FastifyInstance;
  metricsServer?: MetricsServer | null;
  closeOperator?: (() => Promise<void>) | null;
  jobs?: Promise<JobRunner>;
};

/**
 * How the process stops (graceful-stop.ts): requests and jobs together (no new connections, those
 * under way finish within the grace, then are cut; running jobs finish or are given back for
 * another process), with the page views counted in memory written as the app closes; then mail
 * and the database are let go of.
 */
export function stopSteps(held: Held, graceMs: number): StopStep[] {
  return [
    {
      name: 'finishing requests and jobs',
      run: () =>
        Promise.all([
          held.app
            ? closeWithin(
                () => held.app?.close() ?? Promise.resolve(),
                () => held.app?.server.closeAllConnections(),
                graceMs,
              )
            : null,
          held.jobs?.then((runner) => runner.stop()).catch(() => null),
          held.metricsServer?.close(),
          held.closeOperator?.(),
        ]),
    },
    {
      name: 'closing the database',
      run: async () => {
        if (held.services) closeServices(held.services);
        await held.database?.close();
      },
    },
  ];
}

const LOOPBACK = /^(127\.[0-9.]+|::1|localhost)$/i;

/**
 * TRUST_PROXY believes the address a proxy writes in X-Forwarded-For: a client that reaches the
 * port directly writes its own and passes every per-visitor limit. With TRUST_PROXY set, the
 * server should listen on loopback only (HOST=127.0.0.1) behind its proxy on the same machine.
 */
export function warnOfForgedAddresses(config: Config, warn: (message: string) => void): void {
  if (config.TRUST_PROXY === false || LOOPBACK.test(config.HOST)) return;
  warn(
    `TRUST_PROXY is set and the server listens on ${config.HOST}: anyone reaching port ${config.PORT} directly can claim any visitor address. Set HOST=127.0.0.1 behind a proxy on this machine, or keep the port closed to all but the proxy.`,
  );
}
