import { describe, expect, it } from 'vitest';
import { starterWebsite } from '../../model/templates/starter-website';
import { auditHtml } from '../../../test/support/html-audit';
import { pageDocument } from './page-document';

describe('the published page document', () => {
  const website = starterWebsite('coach', {
    name: 'Maya <Coaching>',
    settings: { seo: { description: 'Clarity in "12 weeks"', imageUrl: '/images/maya.jpg' } },
  });
  const html = pageDocument({
    website,
    body: '<main>Hi</main>',
    canonicalUrl: 'https://coach.example.com/s/maya',
    stylesheetHref: '/assets/site-abc.css',
    noindex: false,
    preloadFonts: ['/assets/inter-latin.woff2'],
  });

  it('is a complete document with language, title, description, canonical and Open Graph tags', () => {
    expect(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8">')).toBe(
      true,
    );
    expect(html).toContain('<title>Maya &lt;Coaching&gt;</title>');
    const { metas } = auditHtml(html);
    expect(metas.description).toBe('Clarity in "12 weeks"');
    expect(metas['og:title']).toBe('Maya <Coaching>');
    expect(metas['og:image']).toBe('https://coach.example.com/images/maya.jpg');
    expect(html).toContain('<link rel="canonical" href="https://coach.example.com/s/maya">');
  });

  it('preloads the page’s fonts before its stylesheet', () => {
    const preload = html.indexOf(
      '<link rel="preload" href="/assets/inter-latin.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(
      html.indexOf('<link rel="stylesheet" href="/assets/site-abc.css">'),
    );
  });

  it('marks share links noindex and gives them no canonical address', () => {
    const shared = pageDocument({
      website,
      body: '',
      canonicalUrl: 'https://x/p/t',
      stylesheetHref: null,
      noindex: true,
    });
    expect(shared).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(shared).not.toContain('rel="canonical"');
  });
});
