import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { buildApp } from '../app';
import { makeServices } from '../services';
import { websites } from '../db/schema';

const t = setupTestApp();
const clientDir = mkdtempSync(join(tmpdir(), 'coachsite-client-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('framing and scripts', () => {
  it.each(['/dashboard', '/builder/1', '/preview/1', '/signin'])(
    'the app page %s may not be framed by anyone and runs only its own scripts',
    async (path) => {
      const app = await buildApp({
        db: t.database.db,
        services: makeServices(withTestPasswordCost({ clientDir })),
        clientDir,
      });
      apps.push(app);
      const page = await app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(page.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('API answers may not be framed either', async () => {
    const answer = await t.call('GET', '/api/websites');
    expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('a published page keeps its own policy: no script, frames only from its booking host', async () => {
    const website = await createWebsite(t, { name: 'Frames Me Not' });
    // Saved before booking pages had to be https (the API now refuses it): it still serves.
    await t.database.db
      .update(websites)
      .set({ settings: { bookingCalendar: { url: 'http://localhost:80/builder/1' } } })
      .where(eq(websites.id, website.id));
    const { body } = await t.call('POST', `/api/websites/${website.id}/publish`);
    const slug = (body as { website: { slug: string } }).website.slug;
    const page = await t.app.inject({ method: 'GET', url: `/s/${slug}` });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain('frame-src http://localhost;');
    // The app it would frame refuses to be framed (above), so the builder never shows inside it.
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
