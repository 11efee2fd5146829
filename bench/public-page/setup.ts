import type { FastifyInstance } from 'fastify';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from '../../scripts/client-build';
import { buildApp } from '../../src/server/app';
import { makeServices } from '../../src/server/services';
import { openPglite, type Database } from '../../src/server/db/database';
import { siteStylesheets } from '../../src/server/public/site-assets';
import { signUpCoach } from '../support/coach';
import { TEMPLATES } from '../../src/model/templates/catalogue';
import { urlOf } from '../api/load';

export type PublishedPage = { template: string; slug: string; url: string };

export type PublicBench = {
  app: FastifyInstance;
  pages: PublishedPage[];
  close: () => Promise<void>;
};

const builtDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Whether a copied build has its manifest, the three site stylesheets and every script and stylesheet's .br. */
function complete(dir: string): boolean {
  const assets = join(dir, 'assets');
  const compressible = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
  return (
    Object.keys(siteStylesheets(dir)).length === 3 &&
    compressible.every((name) => existsSync(join(assets, `${name}.br`)))
  );
}

/**
 * A private copy of the built client, so a build started meanwhile by another process (which
 * empties dist/client first) cannot take files away mid-measurement. Retries while the copy
 * caught a build half-way.
 */
async function snapshotClient(): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), 'coachsite-client-'));
    let problem: unknown = 'incomplete build';
    try {
      await ensureClientBuilt();
      cpSync(builtDir, dir, { recursive: true });
      if (complete(dir)) return dir;
    } catch (error) {
      problem = error; // a file vanished under another build: try again
    }
    rmSync(dir, { recursive: true, force: true });
    if (attempt === 10) throw new Error(`no complete build in ${builtDir}: ${String(problem)}`);
    await sleep(3000);
  }
}

async function post<T>(url: string, body: object, cookie?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The real app on in-memory PGlite with the built client, one published website per template. */
export async function startPublicBench(): Promise<PublicBench> {
  const clientDir = await snapshotClient();
  const database: Database = await openPglite(null);
  const app = await buildApp({ db: database.db, services: makeServices({ clientDir }), clientDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const api = urlOf(app.server, '/api/websites');
  const { cookie } = await signUpCoach(app);
  const pages: PublishedPage[] = [];
  for (const { id: template } of TEMPLATES) {
    const { id } = await post<{ id: number }>(
      api,
      {
        name: `Maya Rivers ${template}`,
        template,
        settings: { coachName: 'Maya Rivers' },
      },
      cookie,
    );
    const published = await post<{ url: string; website: { slug: string } }>(
      `${api}/${id}/publish`,
      {},
      cookie,
    );
    pages.push({ template, slug: published.website.slug, url: published.url });
  }
  return {
    app,
    pages,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
