import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { publications } from '../../src/server/db/schema';
import { siteRenderer } from '../../src/server/public/renderer';
import { makeServices } from '../../src/server/services';
import { sessionCookieOf, TEST_PASSWORD, withTestPasswordCost } from '../support/test-app';
import { buildOfRenderer } from '../support/renderers';
import { createSharedTestDatabase } from '../support/test-database';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

it('npm run republish draws the live pages again with the renderer of this build and says how many', async () => {
  const shared = await createSharedTestDatabase();
  try {
    // A server of an earlier build publishes a page, and stops.
    let database = await shared.open();
    const earlier = buildOfRenderer('earlier');
    const app = await buildApp({
      db: database.db,
      services: makeServices(withTestPasswordCost({ renderer: earlier })),
    });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'script@example.com', password: TEST_PASSWORD, name: 'Script' },
    });
    const cookie = sessionCookieOf(signUp.headers);
    const created = await app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: { cookie },
      payload: { name: 'Republished Coaching', template: 'coach' },
    });
    const { id } = created.json<{ id: number }>();
    const published = await app.inject({
      method: 'POST',
      url: `/api/websites/${id}/publish`,
      headers: { cookie },
    });
    const publicationId = published.json<{ publication: { id: number } }>().publication.id;
    await app.close();
    await database.close();

    const { stdout } = await run(join('node_modules', '.bin', 'tsx'), ['scripts/republish.ts'], {
      cwd: root,
      env: { ...process.env, ...shared.env },
    });
    const renderer = siteRenderer(join(root, 'dist', 'client'));
    expect(stdout).toContain(`Re-rendered 1 live page(s) with renderer ${renderer.fingerprint}.`);

    database = await shared.open();
    try {
      const [row] = await database.db
        .select()
        .from(publications)
        .where(eq(publications.id, publicationId));
      if (!row) throw new Error('the publication is gone');
      expect(row.renderedWith).toBe(renderer.fingerprint);
      expect(row.body).toBe(renderer.renderBody(row.snapshot));
      expect(row.body).not.toContain('data-build="earlier"');
    } finally {
      await database.close();
    }
  } finally {
    await shared.dispose();
  }
}, 90_000);
