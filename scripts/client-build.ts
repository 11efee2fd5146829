import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/client/index.html');
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
  await vite.build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
