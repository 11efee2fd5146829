import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

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

/** Builds the browser app when it was never built or a source is newer than the build. */
export async function ensureClientBuilt(): Promise<void> {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestChange(join(root, s))));
  if (builtAt > changedAt) return;
  console.log('Building the browser app...');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
