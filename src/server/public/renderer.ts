import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWN_ADDRESS_ACTION } from '../../model/crm/lead-form';
import { renderWebsiteMarkup } from '../../render/render-static';
import type { PageRenderer } from '../domain/publishing/page-renderer';
import { fontHrefs, siteStylesheets, type FontHrefs, type Stylesheets } from './site-assets';

/**
 * What draws published pages in this process: the page body from a website's content, and the
 * stylesheets and fonts that markup was written for. `fingerprint` names this renderer: a page
 * body stored with another fingerprint was drawn by another build and is drawn again before it
 * is served (decision 012).
 */
export type Renderer = PageRenderer & {
  stylesheets: Stylesheets;
  fonts: FontHrefs;
};

const sourceDirs = ['../../model', '../../render'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
);

/**
 * The renderer this build runs: src/render over src/model, with the content-hashed stylesheets
 * and fonts of the built browser app in `clientDir` (none without a build).
 */
export function siteRenderer(clientDir: string | null): Renderer {
  const stylesheets = siteStylesheets(clientDir);
  const fonts = fontHrefs(clientDir);
  return {
    fingerprint: fingerprintOf([rendererSourceHash(), JSON.stringify([stylesheets, fonts])]),
    renderBody: (website, leadForm = { action: OWN_ADDRESS_ACTION }, pageId) =>
      renderWebsiteMarkup(website, 'public', leadForm, pageId),
    stylesheets,
    fonts,
  };
}

/** A short name for a renderer made of these parts. */
export function fingerprintOf(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 16);
}

let sourceHash: string | undefined;

/**
 * A hash of the renderer's source (src/render and the model it reads, tests left out), read once
 * per process: a deployment that changes any of it re-renders every live page once.
 */
export function rendererSourceHash(): string {
  if (sourceHash !== undefined) return sourceHash;
  const hash = createHash('sha256');
  for (const root of sourceDirs) {
    for (const file of sourceFiles(root)) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  sourceHash = hash.digest('base64url');
  return sourceHash;
}

function sourceFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [path];
  });
}
