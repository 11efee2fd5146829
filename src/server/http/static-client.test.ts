import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-database';
import { sessionCookieOf, withTestPasswordCost } from '../../../test/support/test-app';
import { buildApp } from '../app';
import { makeServices } from '../services';
import type { Database } from '../db/database';

// Every look at the disk this file's server makes through node:fs is recorded.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, existsSync: vi.fn(fs.existsSync), statSync: vi.fn(fs.statSync) };
});

const root = mkdtempSync(join(tmpdir(), 'coachsite-client-'));
const clientDir = join(root, 'client');
let database: Database;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  for (const [file, body] of Object.entries({
    'index.html': '<!doctype html><title>Coachsite</title><div id="root"></div>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/app-Ab12Cd.js': 'console.log("app")',
    'assets/app-Ab12Cd.js.map': '{"version":3,"sources":["src/client/main.tsx"]}',
    '.vite/manifest.json': '{"src/client/index.html":{"file":"assets/app-Ab12Cd.js"}}',
    '../secret.json': '{"password":"hunter2"}',
  })) {
    mkdirSync(join(clientDir, file, '..'), { recursive: true });
    writeFileSync(join(clientDir, file), body);
  }
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    services: makeServices(withTestPasswordCost({ clientDir })),
    clientDir,
  });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'static@example.com', password: 'correct horse battery', name: 'Static' },
  });
  cookie = sessionCookieOf(signUp.headers);
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** A GET over a real connection with the path sent exactly as written (no `..` folding). */
function get(path: string): Promise<Answer> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** What a visitor can compare between two answers: everything but the clock. */
const seen = ({ statusCode, headers, body }: Answer) => ({
  statusCode,
  headers: { ...headers, date: undefined },
  body,
});

const HOSTILE = [
  '/..%2fsecret.json',
  '/..%2f..%2fclient%2findex.json',
  '/assets/..%2f..%2fsecret.json',
  '/..%5csecret.json',
  '/..%5C..%5Csecret.json',
  '/%2e%2e/secret.json',
  '/assets/%2e%2e/%2e%2e/secret.json',
  '/.%2e/secret.json',
  '/%252e%252e%252fsecret.json',
  '/secret.json%00.js',
  '/assets/app-Ab12Cd.js%00.map',
  '//secret.json',
  '/.vite/manifest.json',
  '/%2evite/manifest.json',
  '/assets/app-Ab12Cd.js.map',
  '/assets/app-Ab12Cd.js.MAP',
];

describe('files of the built app', () => {
  beforeEach(() => {
    vi.mocked(statSync).mockClear();
    vi.mocked(existsSync).mockClear();
  });

  it.each(HOSTILE)('%s answers exactly like a missing file', async (url) => {
    const missing = seen(await get('/assets/not-there-Zz99.js'));
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
    expect(seen(await get(url))).toEqual(missing);
  });

  it('cannot tell a file outside the app that exists from one that does not', async () => {
    const there = await get('/..%2fsecret.json');
    const notThere = await get('/..%2fno-such-secret.json');
    expect(seen(there)).toEqual(seen(notThere));
    expect(there.body).not.toContain('hunter2');
  });

  it('never looks at the disk for a path that is not a plain file name', async () => {
    for (const url of HOSTILE) await get(url);
    const looked = [...vi.mocked(statSync).mock.calls, ...vi.mocked(existsSync).mock.calls].map(
      ([path]) => String(path),
    );
    expect(looked).toEqual([]);
  });

  it('keeps the build manifest on disk for the server, but never serves it', async () => {
    expect(existsSync(join(clientDir, '.vite', 'manifest.json'))).toBe(true);
    const answer = await get('/.vite/manifest.json');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('assets/app-Ab12Cd.js');
  });

  it('serves hashed assets cached for a year and other files to be revalidated', async () => {
    const asset = await get('/assets/app-Ab12Cd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves a file added after start when its name is plain', async () => {
    writeFileSync(join(clientDir, 'assets', 'late-Ef34Gh.js'), 'console.log("late")');
    const late = await get('/assets/late-Ef34Gh.js');
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('console.log("late")');
    expect(late.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/dashboard', '/builder/1', '/websites/new?template=coach'])(
    '%s draws the app',
    async (url) => {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="root"></div>');
    },
  );
});

describe('an API path that does not exist', () => {
  const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
  const PATHS = ['/api/nope', '/api/websites/1/nope', '/api/', '/api', '/%61pi/nope'];

  it.each(METHODS.flatMap((method) => PATHS.map((path) => [method, path] as const)))(
    '%s %s answers a JSON 404 to a signed-in coach',
    async (method, url) => {
      const answer = await app.inject({ method, url, headers: { cookie } });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      if (method !== 'HEAD') {
        expect(answer.json()).toEqual({
          error: { code: 'not_found', message: expect.stringContaining(method) as string },
        });
        expect(answer.body).not.toContain('<div id="root">');
      }
    },
  );

  it('answers 401 to someone signed out, before looking for the route', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
  });
});
