import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Manifest = Record<string, { file: string }>;

/** The published pages' stylesheet address (content-hashed), from the build manifest; null without a build. */
export function siteStylesheetHref(clientDir: string | null): string | null {
  if (!clientDir) return null;
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([source]) => source.endsWith('render/site.css'));
  return entry ? `/${entry[1].file}` : null;
}
