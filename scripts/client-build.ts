import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { swapInClientBuild } from './client-swap';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const liveDir = join(dist, 'client');
const builtIndex = join(liveDir, 'index.html');
const SOURCES = [
  'src/client',
  'src/render',
  'src/model',
  'public',
  'vite.config.ts',
  'package-lock.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Vite, when the development tools are installed; null in a production install (`npm prune --omit=dev`). */
async function viteIfInstalled(): Promise<typeof import('vite') | null> {
  try {
    return await import('vite');
  } catch {
    return null;
  }
}

/**
 * Builds the browser app when it was never built or a source is newer than the build. A production
 * install has no build tools: it serves the build it has, and stops with the way out when there is none.
 */
export async function ensureClientBuilt(): Promise<void> {
  const built = existsSync(builtIndex);
  const builtAt = built ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestChange(join(root, s))));
  if (built && builtAt > changedAt) return;
  const vite = await viteIfInstalled();
  if (!vite) {
    if (built) return;
    throw new Error(
      'The browser app is not built and the build tools are not installed: run `npm ci && npm run build` before `npm prune --omit=dev`.',
    );
  }
  console.log('Building the browser app...');
  await buildClient(vite.build);
}

/** Whether the process `pid` still runs (a folder it was building into may be in use). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Builds the browser app beside the live one (dist/client.next-<pid>: a folder of this process's
 * own, so two processes starting at once do not build into each other's) and swaps it in
 * (client-swap.ts), so a server running meanwhile never finds its files gone. Vite empties the
 * folder it builds into first: building into dist/client answered 404 at `/` while it ran.
 */
export async function buildClient(build: (typeof import('vite'))['build']): Promise<void> {
  // What a build that died half-way left behind.
  for (const name of existsSync(dist) ? readdirSync(dist) : []) {
    const pid = /^client\.next-(\d+)$/.exec(name)?.[1];
    if (pid && Number(pid) !== process.pid && !running(Number(pid))) {
      await rm(join(dist, name), { recursive: true, force: true });
    }
  }
  const next = join(dist, `client.next-${process.pid}`);
  try {
    await build({
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: next },
    });
    await swapInClientBuild(next, liveDir);
  } finally {
    await rm(next, { recursive: true, force: true });
  }
}
