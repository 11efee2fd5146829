import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { makeServices } from '../src/server/services';
import { openPglite, type Database } from '../src/server/db/database';
import { test as base } from './fixtures';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

/**
 * The real app on a file-backed embedded database, like a production process: it can be stopped and
 * started again on the same port and data directory, keeping everything it stored.
 */
export class RestartableServer {
  private app: FastifyInstance | null = null;
  private database: Database | null = null;
  private port = 0;

  private constructor(readonly dataDir: string) {}

  static async start(): Promise<RestartableServer> {
    const server = new RestartableServer(mkdtempSync(join(tmpdir(), 'coachsite-e2e-')));
    await server.start();
    return server;
  }

  /** http://127.0.0.1:{port}, the same across restarts. */
  get url(): string {
    if (this.port === 0) throw new Error('the server has not been started yet');
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.app !== null;
  }

  async start(): Promise<void> {
    if (this.app) throw new Error('the server is already running');
    const database = await openPglite(this.dataDir);
    try {
      const app = await buildApp({
        db: database.db,
        services: makeServices({ clientDir }),
        clientDir,
      });
      await app.listen({ port: this.port, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no TCP address');
      this.port = address.port;
      this.app = app;
      this.database = database;
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  async stop(): Promise<void> {
    const { app, database } = this;
    this.app = null;
    this.database = null;
    await app?.close();
    await database?.close();
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /**
   * Signs a new coach up on this server and signs the browser context in as them; answers the
   * cookie header for API calls made outside the browser.
   */
  async signUp(context: BrowserContext): Promise<string> {
    const response = await fetch(`${this.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `restart-${Date.now()}@example.com`,
        password: 'correct horse battery',
        name: 'Restart Coach',
      }),
    });
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: this.url }]);
    return cookie;
  }

  /** Stops the server and deletes its data directory. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** The shared fixtures plus `restartable`: a file-backed app of this test's own, disposed after it. */
export const test = base.extend<{ restartable: RestartableServer }>({
  restartable: async ({}, use) => {
    const server = await RestartableServer.start();
    await use(server);
    await server.dispose();
  },
});
