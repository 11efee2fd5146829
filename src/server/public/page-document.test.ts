import { describe, expect, it } from 'vitest';
import type { WebsiteSettings } from '../../model/settings';
import { starterWebsite } from '../../model/templates/starter-website';
import { auditHtml } from '../../../test/support/html-audit';
import { contentSecurityPolicy } from './content-policy';
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

describe('the published page icon', () => {
  const documentOf = (settings: WebsiteSettings) =>
    pageDocument({
      website: starterWebsite('coaching-offer', { settings }),
      body: '',
      canonicalUrl: 'https://coach.example.com/s/maya',
      stylesheetHref: null,
      noindex: false,
    });
  const iconOf = (html: string) => /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';

  it('is a neutral built-in icon in the page’s colour with the brand’s initial, never the product’s', () => {
    const html = documentOf({ coachName: 'Maya Rivers', theme: { primaryColor: '#123456' } });
    expect(html).not.toContain('/favicon.svg');
    const href = iconOf(html).replaceAll('&amp;', '&');
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('fill="#123456"');
    expect(svg).toMatch(/>M<\/text>/);
    expect(html).toContain('type="image/svg+xml"');
  });

  it('is the coach’s own icon when set, and the page policy lets the browser load it', () => {
    const settings = { iconUrl: 'https://cdn.example.com/maya/icon.png' };
    const html = documentOf(settings);
    expect(iconOf(html)).toBe('https://cdn.example.com/maya/icon.png');
    const imgSrc = contentSecurityPolicy(settings)
      .split('; ')
      .find((d) => d.startsWith('img-src '));
    expect(imgSrc?.split(' ')).toEqual(expect.arrayContaining(['https:', 'data:']));
  });

  it('is a picture chosen from the coach’s files, which the page loads from its own site', () => {
    const settings = { iconUrl: '/files/12/Maya%20icon.png' };
    const html = documentOf(settings);
    expect(iconOf(html)).toBe('/files/12/Maya%20icon.png');
    const imgSrc = contentSecurityPolicy(settings)
      .split('; ')
      .find((d) => d.startsWith('img-src '));
    expect(imgSrc?.split(' ')).toContain("'self'");
  });

  it('falls back to the neutral icon for a stored address the page could not load', () => {
    const html = documentOf({ iconUrl: 'http://cdn.example.com/icon.png' });
    expect(iconOf(html).startsWith('data:image/svg+xml,')).toBe(true);
  });
});
