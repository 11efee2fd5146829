import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { pageViewDays, websites } from '../../src/server/db/schema';
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
import sharp from 'sharp';
import type { StoredFile } from '../../src/model/files/file';
import { chosenImageUrl } from '../../src/model/files/image-url';
import type { Website } from '../../src/model/website';
import { benchDns, verifyBenchDomain, type AnsweredCounts, type OwnDomainPage } from './own-domain';
import { addAboutAndPost, type MorePages } from './more-pages';

export type PublishedPage = {
  template: string;
  slug: string;
  url: string;
  /** The loaded template's page is also served on a verified domain of its own (issue 37). */
  ownDomain?: OwnDomainPage;
  /** The loaded template's website also has an About page and a blog post (issue 38). */
  more?: MorePages;
};

/** The template whose page is loaded (and served on its own domain). */
export const LOADED_TEMPLATE = 'coach-exact';

export type PublicBench = {
  app: FastifyInstance;
  pages: PublishedPage[];
  /** The live pages answered so far, by where from (the door's memory, a 304, the route). */
  answered: () => AnsweredCounts;
  /** Views counted so far for the live page at `slug` (the waiting views are written first). */
  viewsCounted: (slug: string) => Promise<number>;
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

/** A photo as a camera makes it: 2400 x 1600, textured (blurred noise), about a megabyte of JPEG. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#7a6a5a',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The classic coach template with the coach's own photo (issue 13): uploaded to Personal Storage,
 * chosen for the about section's picture as the builder does, then published.
 */
async function publishWithPhoto(app: FastifyInstance, cookie: string): Promise<PublishedPage> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await cameraPhoto())]), 'Maya on stage.jpg');
  const uploaded = await fetch(urlOf(app.server, '/api/files'), {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
  const photo = (await uploaded.json()) as StoredFile;
  const api = urlOf(app.server, '/api/websites');
  const site = await post<Website>(
    api,
    { name: 'Maya Rivers with photo', template: 'coach', settings: { coachName: 'Maya Rivers' } },
    cookie,
  );
  const image = site.sections.flatMap((s) => s.elements).find((e) => e.type === 'image');
  if (!image || !photo.width || !photo.height) throw new Error('no picture slot or size');
  const url = chosenImageUrl({ ...photo, width: photo.width, height: photo.height });
  const patched = await fetch(urlOf(app.server, `/api/elements/${image.id}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ content: { url, alt: 'Maya Rivers on stage' }, version: image.version }),
  });
  if (!patched.ok) throw new Error(`choosing the photo answered ${patched.status}`);
  const published = await post<{ url: string; website: { slug: string } }>(
    `${api}/${site.id}/publish`,
    {},
    cookie,
  );
  return { template: 'coach + photo', slug: published.website.slug, url: published.url };
}

/**
 * The real app on in-memory PGlite with the built client, one published website per template,
 * the loaded template's also on its own verified domain.
 */
export async function startPublicBench(): Promise<PublicBench> {
  const clientDir = await snapshotClient();
  const database: Database = await openPglite(null);
  const { dns, settings } = await benchDns();
  const services = makeServices({ clientDir, domains: settings });
  const app = await buildApp({ db: database.db, services, clientDir });
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
    const loaded = template === LOADED_TEMPLATE;
    const more = loaded ? await addAboutAndPost(urlOf(app.server, ''), cookie, id) : null;
    const published = await post<{ url: string; website: { slug: string } }>(
      `${api}/${id}/publish`,
      {},
      cookie,
    );
    const page: PublishedPage = { template, slug: published.website.slug, url: published.url };
    if (more) {
      page.more = { subpage: published.url + more.subpage, post: published.url + more.post };
    }
    if (loaded) {
      page.ownDomain = await verifyBenchDomain(urlOf(app.server, ''), cookie, id, dns);
    }
    pages.push(page);
  }
  pages.push(await publishWithPhoto(app, cookie));
  return {
    app,
    pages,
    answered: () => ({ ...services.metrics.livePages }),
    viewsCounted: async (slug) => {
      await app.visitCounter.flush();
      const [row] = await database.db
        .select({ views: sql<number>`coalesce(sum(${pageViewDays.views}), 0)::int` })
        .from(pageViewDays)
        .innerJoin(websites, eq(websites.id, pageViewDays.websiteId))
        .where(eq(websites.slug, slug));
      return row?.views ?? 0;
    },
    close: async () => {
      await app.close();
      await database.close();
      await dns.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
