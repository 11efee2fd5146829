import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../src/server/app';
import { openPglite, type Database } from '../../src/server/db/database';
import { makeServices } from '../../src/server/services';
import { diskStorage } from '../../src/server/storage/disk-storage';
import { sessionCookieOf, TEST_PASSWORD } from './test-app';
import { multipart, picture } from './uploads';

/** Issue 26's operator commands, run as an operator runs them, on installations made by the app. */
const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules/.bin/tsx');

/** `npm run <script>` as a child process, with the settings in `env` only. */
export function command(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return run(tsx, [join('scripts', script), ...args], {
    env: { ...process.env, DATABASE_URL: '', SECRET_KEY: '', S3_BUCKET: '', ...env },
    cwd: process.cwd(),
  });
}

export type Seen = { page: string; status: number; bytes: Buffer };

/** What a visitor and the coach see of an installation: the live page and the photo's bytes. */
export async function seen(database: Database, files: string, slug: string): Promise<Seen> {
  const app = await buildApp({
    db: database.db,
    services: makeServices({ storage: diskStorage(files) }),
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'operator@example.com', password: TEST_PASSWORD },
    });
    const cookie = sessionCookieOf(login.headers);
    const list = await app.inject({ method: 'GET', url: '/api/files', headers: { cookie } });
    const url = (JSON.parse(list.body) as { files: { url: string }[] }).files[0]?.url ?? '';
    const page = await app.inject({ method: 'GET', url: `/s/${slug}` });
    const file = await app.inject({ method: 'GET', url, headers: { cookie } });
    return { page: page.body, status: page.statusCode, bytes: file.rawPayload };
  } finally {
    await app.close();
  }
}

/**
 * An embedded installation in `dataDir` as a coach leaves it: an account, a published website, a
 * photo, and the key a started server keeps there. Closed again; answers what it shows.
 */
export async function embeddedInstallation(dataDir: string) {
  const photo = await picture(640, 480, 'jpeg');
  const database = await openPglite(dataDir);
  const app = await buildApp({
    db: database.db,
    services: makeServices({ storage: diskStorage(join(dataDir, 'files')) }),
  });
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'operator@example.com', password: TEST_PASSWORD, name: 'Operator' },
  });
  const cookie = sessionCookieOf(signup.headers);
  const created = await app.inject({
    method: 'POST',
    url: '/api/websites',
    headers: { cookie },
    payload: { name: 'Momentum', template: 'coaching-offer' },
  });
  const { id } = JSON.parse(created.body) as { id: number };
  await app.inject({ method: 'POST', url: `/api/websites/${id}/publish`, headers: { cookie } });
  const answer = await app.inject({
    method: 'GET',
    url: `/api/websites/${id}`,
    headers: { cookie },
  });
  const { slug } = JSON.parse(answer.body) as { slug: string };
  const { body, contentType } = await multipart('Retreat.jpg', photo);
  await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { cookie, 'content-type': contentType },
    payload: body,
  });
  await app.close();
  writeFileSync(join(dataDir, 'secret.key'), `${'s'.repeat(43)}\n`, { mode: 0o600 });
  try {
    return { photo, slug, original: await seen(database, join(dataDir, 'files'), slug) };
  } finally {
    await database.close();
  }
}
