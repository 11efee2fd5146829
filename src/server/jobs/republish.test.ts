import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebsite } from '../../../test/support/builders';
import { buildOfRenderer } from '../../../test/support/renderers';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { waitFor } from '../../../test/support/wait-for';
import { buildApp } from '../app';
import { jobs, publications } from '../db/schema';
import { republishPages } from '../domain/publishing/republish-pages';
import { makeServices } from '../services';
import { enqueueRepublish } from '../domain/publishing/republish-job';
import type { JobRunner } from './runner';
import { startJobs } from './start-jobs';

const before = buildOfRenderer('before');
const after = buildOfRenderer('after');
const t = setupTestApp(undefined, { renderer: before });

const opened: FastifyInstance[] = [];
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await Promise.all(opened.map((a) => a.close()));
});

const get = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
};

/** Publishes a new website through `on` (an app process; the test's own by default). */
async function publishNew(
  name: string,
  on = t.app,
): Promise<{ id: number; slug: string; publicationId: number }> {
  const website = await createWebsite(t, { name, template: 'coach' });
  const answer = await on.inject({
    method: 'POST',
    url: `/api/websites/${website.id}/publish`,
    headers: { cookie: t.cookie },
  });
  const { status, body } = { status: answer.statusCode, body: answer.json<unknown>() };
  expect(status).toBe(201);
  const published = body as { publication: { id: number }; website: { slug: string } };
  return { id: website.id, slug: published.website.slug, publicationId: published.publication.id };
}

const storedWith = async (publicationId: number) => {
  const [row] = await t.database.db
    .select({ body: publications.body, renderedWith: publications.renderedWith })
    .from(publications)
    .where(eq(publications.id, publicationId));
  return row;
};

/** A restarted server: the same database, a build whose renderer draws pages differently. */
async function restartedWith(renderer = after): Promise<FastifyInstance> {
  const app = await buildApp({
    db: t.database.db,
    services: makeServices(withTestPasswordCost({ renderer })),
  });
  opened.push(app);
  return app;
}

describe('published pages after a deployment that changes the renderer', () => {
  it('serves every live and shared page drawn by the running renderer, linking its stylesheet, from the first request', async () => {
    const running = await restartedWith(before);
    const site = await publishNew('First Light Coaching', running);
    const share = await t.call('POST', '/api/share/create-public-preview', { websiteId: site.id });
    const shareUrl = `/p/${(share.body as { token: string }).token}`;
    const old = await get(running, `/s/${site.slug}`);
    expect(old.html).toContain('data-build="before"');
    expect(old.html).toContain('href="/assets/site-designs-before.css"');
    expect((await get(running, shareUrl)).html).toContain('data-build="before"');
    await running.close();

    // Jobs not started: the page is drawn again when it is asked for.
    const restarted = await restartedWith();
    for (const url of [`/s/${site.slug}`, shareUrl]) {
      const page = await get(restarted, url);
      expect(page.status, url).toBe(200);
      expect(page.html, url).toContain('data-build="after"');
      expect(page.html, url).toContain('href="/assets/site-designs-after.css"');
      expect(page.html, url).not.toMatch(/data-build="before"|site-designs-before/);
    }
    // ... and kept, so no other visitor waits for it.
    expect(await storedWith(site.publicationId)).toMatchObject({
      renderedWith: after.fingerprint,
    });
    expect((await storedWith(site.publicationId))?.body).toContain('data-build="after"');
  });

  it('draws every live page again in the background at start, from its snapshot, and leaves older versions for later', async () => {
    const live = await publishNew('Steady Steps');
    const { status } = await t.call('POST', `/api/websites/${live.id}/publish`);
    expect(status).toBe(201);
    const newest = (await t.call('GET', `/api/websites/${live.id}/publications`)).body as {
      publications: { id: number }[];
    };
    const [current, older] = newest.publications;
    const unpublished = await publishNew('Taken Down');
    await t.call('POST', `/api/websites/${unpublished.id}/unpublish`);

    const restarted = await restartedWith();
    const logged: string[] = [];
    runners.push(
      await startJobs({
        db: t.database.db,
        services: makeServices(withTestPasswordCost({ renderer: after })),
        log: (_level, message) => logged.push(message),
        pollMs: 50,
      }),
    );
    await waitFor('the republish job to be done', async () => {
      const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'republish'));
      return rows.length === 1 && rows[0]?.doneAt ? rows : null;
    });
    // Drawn by the job, before any visitor asked.
    expect((await storedWith(current?.id ?? 0))?.renderedWith).toBe(after.fingerprint);
    expect((await storedWith(current?.id ?? 0))?.body).toContain('data-build="after"');
    expect((await storedWith(older?.id ?? 0))?.renderedWith).toBe(before.fingerprint);
    expect((await storedWith(unpublished.publicationId))?.renderedWith).toBe(before.fingerprint);
    expect(logged.some((m) => m.startsWith('republished'))).toBe(true);

    const page = await get(restarted, `/s/${live.slug}`);
    expect(page.html).toContain('data-build="after"');
    expect(page.html).toContain('href="/assets/site-designs-after.css"');

    // Nothing is left for this renderer; --all draws the older versions too.
    expect(await republishPages(t.database.db, after)).toEqual({ rendered: 0, failed: [] });
    const all = await republishPages(t.database.db, after, { all: true });
    expect(all.rendered).toBeGreaterThanOrEqual(2);
    expect((await storedWith(older?.id ?? 0))?.renderedWith).toBe(after.fingerprint);
  });

  it("adds one republish job per renderer however many processes start, and a process takes only its own renderer's", async () => {
    const third = buildOfRenderer('third');
    await enqueueRepublish(t.database.db, buildOfRenderer('another-build'));
    const starts = await Promise.all(
      [1, 2, 3].map(() =>
        startJobs({
          db: t.database.db,
          services: makeServices(withTestPasswordCost({ renderer: third })),
          log: () => {},
          pollMs: 50,
        }),
      ),
    );
    runners.push(...starts);
    const key = `republish:${third.fingerprint}`;
    const rows = await waitFor('the third renderer to republish', async () => {
      const found = await t.database.db.select().from(jobs).where(eq(jobs.key, key));
      return found.every((r) => r.doneAt) ? found : null;
    });
    expect(rows).toHaveLength(1);
    // Another build's job waits for a process of that build.
    const another = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `republish:${buildOfRenderer('another-build').fingerprint}`));
    expect(another).toMatchObject([{ attempts: 0, doneAt: null, lockedBy: null }]);
  });
});
