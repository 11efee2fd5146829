import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/test-app';
import { openPglite } from './database';
import { tighten } from './data-dir-permissions';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Everything under `dir` (not `dir` itself) that the group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (!stat.isSymbolicLink() && (stat.mode & 0o077) !== 0) {
      open.push(`${path.slice(dir.length)} ${(stat.mode & 0o777).toString(8)}`);
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  for (const name of readdirSync(dir)) walk(join(dir, name));
  return open;
}

/** Everything under `dir`, to show that the walk saw something. */
function countUnder(dir: string): number {
  return readdirSync(dir, { recursive: true }).length;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

type Server = { url: string; stop: () => Promise<void> };
const running: ChildProcess[] = [];
const dirs: string[] = [];

/** `npm start`'s server (src/server/main.ts, as scripts/start.ts runs it) on DATA_DIR `dataDir`. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  // The embedded database and disk storage, whatever this test run was started with.
  const unset = new Set(['DATABASE_URL', 'SECRET_KEY', 'S3_BUCKET', 'PUBLIC_URL', 'SMTP_URL']);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name)));
  // The server's own node (not the tsx command, which relays signals to a second process): its
  // exit is the server's, after it has closed the operator socket.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      120_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Coachsite is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped (${code}):\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'coachsite-private-'));
  dirs.push(dir);
  return join(dir, 'data');
};

/** A coach signs up and uploads a picture to Personal Storage, through the running server. */
async function uploadPicture(server: Server): Promise<void> {
  const signUp = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'private@example.com',
      password: TEST_PASSWORD,
      name: 'Private',
    }),
  });
  expect(signUp.status).toBe(201);
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#2a6f97' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'portrait.png');
  const upload = await fetch(`${server.url}/api/files`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(201);
}

describe('the files under DATA_DIR', () => {
  it('are made readable by their owner only: the database, its lock, the key and stored files', async () => {
    const dir = dataDir();
    const server = await startServer(dir);
    await uploadPicture(server);
    // operator.sock: where `npm run backup` asks the running server for its archive.
    expect(readdirSync(dir).sort()).toEqual([
      'files',
      'operator.sock',
      'pglite',
      'pglite.lock',
      'secret.key',
    ]);
    expect(countUnder(join(dir, 'pglite'))).toBeGreaterThan(100);
    expect(countUnder(join(dir, 'files'))).toBeGreaterThan(1);
    expect(openToOthers(dir)).toEqual([]);
    // DATA_DIR made by the server is its owner's too.
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    await server.stop();
    expect(openToOthers(dir)).toEqual([]);
    expect(readdirSync(dir)).not.toContain('operator.sock');
  }, 300_000);

  it('that an earlier version or another tool left open are tightened as the server starts', async () => {
    // An installation made by another tool (here this process, not a server: one server start
    // less), then loosened as a server without the umask would have left it, and an operator's
    // copy.
    const dir = dataDir();
    await (await openPglite(dir)).close();
    writeFileSync(join(dir, 'secret.key'), `${'s'.repeat(43)}\n`, { mode: 0o600 });
    const loose = join(dir, 'pglite', 'left-open.txt');
    writeFileSync(loose, 'anyone could read this');
    chmodSync(loose, 0o666);
    chmodSync(join(dir, 'pglite'), 0o755);
    chmodSync(join(dir, 'pglite', 'base'), 0o777);
    chmodSync(join(dir, 'pglite', 'PG_VERSION'), 0o644);
    chmodSync(join(dir, 'secret.key'), 0o644);
    mkdirSync(join(dir, 'files', 'old'), { recursive: true, mode: 0o755 });
    chmodSync(join(dir, 'files', 'old'), 0o755);
    writeFileSync(join(dir, 'files', 'old', 'picture.png'), 'bytes', { mode: 0o644 });
    chmodSync(join(dir, 'files', 'old', 'picture.png'), 0o644);
    expect(openToOthers(dir).sort()).toEqual([
      '/files 755',
      '/files/old 755',
      '/files/old/picture.png 644',
      '/pglite 755',
      '/pglite/PG_VERSION 644',
      '/pglite/base 777',
      '/pglite/left-open.txt 666',
      '/secret.key 644',
    ]);

    const server = await startServer(dir);
    expect(openToOthers(dir)).toEqual([]);
    expect(statSync(loose).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'pglite', 'base')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'files', 'old')).mode & 0o777).toBe(0o700);
    await server.stop();
  }, 300_000);
});

describe('tightening a folder', () => {
  it('takes only the group and others bits off, and leaves links and missing paths alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'coachsite-tighten-'));
    dirs.push(dir);
    const file = join(dir, 'run.sh');
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
    const owner = join(dir, 'own.txt');
    writeFileSync(owner, 'x');
    chmodSync(owner, 0o400);
    const outside = mkdtempSync(join(tmpdir(), 'coachsite-outside-'));
    dirs.push(outside);
    chmodSync(outside, 0o755);
    writeFileSync(join(outside, 'keep.txt'), 'not ours');
    chmodSync(join(outside, 'keep.txt'), 0o644);
    // A link out of the folder is not followed.
    symlinkSync(outside, join(dir, 'link'));

    expect(tighten(dir)).toBe(1);
    expect(statSync(file).mode & 0o777).toBe(0o700);
    expect(statSync(owner).mode & 0o777).toBe(0o400);
    expect(statSync(outside).mode & 0o777).toBe(0o755);
    expect(statSync(join(outside, 'keep.txt')).mode & 0o777).toBe(0o644);
    expect(tighten(join(dir, 'missing'))).toBe(0);
  });
});
