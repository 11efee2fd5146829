import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fontHrefs, siteStylesheets } from './site-assets';

const dir = mkdtempSync(join(tmpdir(), 'coachsite-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('published pages find their assets in the build', () => {
  it('maps each template family to its own stylesheet, and fonts to their basic-latin files', () => {
    mkdirSync(join(dir, '.vite'), { recursive: true });
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        '../render/styles/site-exact.css': { file: 'assets/site-exact-a1.css' },
        '../render/styles/site-designs.css': { file: 'assets/site-designs-b2.css' },
        '../render/styles/site-offers.css': { file: 'assets/site-offers-c3.css' },
        'index.html': { file: 'assets/app-d4.js' },
      }),
    );
    for (const f of [
      'inter-latin-wght-normal-w.woff2',
      'inter-basic-wght-x.woff2',
      'inter-latin-ext-wght-normal-y.woff2',
      'playfair-display-basic-wght-z.woff2',
    ]) {
      writeFileSync(join(dir, 'assets', f), '');
    }
    expect(siteStylesheets(dir)).toEqual({
      exact: '/assets/site-exact-a1.css',
      design: '/assets/site-designs-b2.css',
      offer: '/assets/site-offers-c3.css',
    });
    expect(fontHrefs(dir)).toEqual({
      inter: '/assets/inter-basic-wght-x.woff2',
      playfair: '/assets/playfair-display-basic-wght-z.woff2',
    });
  });

  it('finds nothing without a build', () => {
    expect(siteStylesheets(null)).toEqual({});
    expect(siteStylesheets(join(dir, 'missing'))).toEqual({});
  });
});
