import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './app-processes';

/**
 * A PostgreSQL server of a test's own (Debian's binaries, as .ci/run installs them), on 127.0.0.1,
 * that the test may stop and start: the shared one of TEST_DATABASE_URL serves every other file.
 */
export type OwnPostgres = {
  /** postgres://postgres@127.0.0.1:{port}/coachsite */
  url: string;
  /** pg_ctl stop -m fast: every connection is ended (57P01), as in a restart or failover. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  dispose: () => Promise<void>;
};

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL under ${root} (apt-get install postgresql)`);
  return join(root, versions[0], 'bin');
}

/** PostgreSQL will not run as root: as root, its commands run as the `postgres` user. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} failed:\n${output}`)),
    );
  });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'coachsite-own-pg-'));
  const owner = runAs();
  if ('uid' in owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = () =>
    run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  const stop = () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const psql = join(bin, 'psql');
  await run(psql, [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-c',
    'CREATE DATABASE coachsite',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/coachsite`,
    stop,
    start,
    dispose: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
