import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const FONT_FILE = {
  inter: 'inter',
  montserrat: 'montserrat',
  playfair: 'playfair-display',
} as const;

/** The latin woff2 file of each font family, to preload the ones a page uses. */
export function fontHrefs(
  clientDir: string | null,
): Partial<Record<keyof typeof FONT_FILE, string>> {
  if (!clientDir || !existsSync(join(clientDir, 'assets'))) return {};
  const files = readdirSync(join(clientDir, 'assets'));
  const found: Partial<Record<keyof typeof FONT_FILE, string>> = {};
  for (const [family, prefix] of Object.entries(FONT_FILE) as [keyof typeof FONT_FILE, string][]) {
    const file = files.find(
      (f) => f.startsWith(`${prefix}-latin-wght-normal-`) && f.endsWith('.woff2'),
    );
    if (file) found[family] = `/assets/${file}`;
  }
  return found;
}
