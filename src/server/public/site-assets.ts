import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { FONT_FAMILIES, FONTS, type FontFamily } from '../../model/fonts';
import type { TemplateFamily } from '../../model/templates/types';

type Manifest = Record<string, { file: string }>;

export type Stylesheets = Partial<Record<TemplateFamily, string>>;

/**
 * Each template family's stylesheet address (content-hashed) from the build manifest: a page links
 * only the one its template needs. Empty without a build (API-only servers and tests).
 */
export function siteStylesheets(clientDir: string | null): Stylesheets {
  if (!clientDir) return {};
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const found: Stylesheets = {};
  for (const [source, entry] of Object.entries(manifest)) {
    const family = /render\/styles\/site-(exact|design|offer)s?\.css$/.exec(source)?.[1];
    if (family) found[family as TemplateFamily] = `/${entry.file}`;
  }
  return found;
}

/** The woff2 address of each font family a page may preload. */
export type FontHrefs = Partial<Record<FontFamily, string>>;

/** The basic-latin woff2 file of each font family (see npm run fonts), to preload the ones a page uses. */
export function fontHrefs(clientDir: string | null): FontHrefs {
  if (!clientDir || !existsSync(join(clientDir, 'assets'))) return {};
  const files = readdirSync(join(clientDir, 'assets'));
  const found: FontHrefs = {};
  for (const family of FONT_FAMILIES) {
    const prefix = FONTS[family].file;
    const file = files.find((f) => f.startsWith(`${prefix}-basic-wght-`) && f.endsWith('.woff2'));
    if (file) found[family] = `/assets/${file}`;
  }
  return found;
}
