import { describe, expect, it } from 'vitest';
import { chosenImageUrl } from '../../model/files/image-url';
import { starterWebsite } from '../../model/templates/starter-website';
import type { Website } from '../../model/website';
import { renderWebsiteMarkup } from '../render-static';

/** The classic coach website with a picture from the coach's files in its hero and its testimonials. */
function withPhotos(url: string): Website {
  const website = starterWebsite('coach', { settings: { coachName: 'Maya Rivers' } });
  let next = 900;
  for (const type of ['hero', 'testimonials']) {
    const section = website.sections.find((s) => s.type === type);
    if (!section) throw new Error(`starter has no ${type}`);
    section.elements.push({
      id: next++,
      sectionId: section.id,
      type: 'image',
      order: section.elements.length,
      content: { url, alt: `Maya in the ${type}` },
      styles: {},
      version: 1,
    });
  }
  return website;
}

function imgTag(html: string, alt: string): string {
  const tag = new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no image "${alt}" in the page`);
  return tag;
}

describe('a picture from the coach’s files on the published page', () => {
  const url = chosenImageUrl({
    url: '/files/42-9f86d081884c7d659a2feaa0/Maya%20on%20stage.jpg',
    width: 2400,
    height: 1600,
  });
  const html = renderWebsiteMarkup(withPhotos(url), 'public');

  it('offers its web-sized copies with its own size, never the original', () => {
    const tag = imgTag(html, 'Maya in the testimonials');
    const at = '/files/42-9f86d081884c7d659a2feaa0/Maya%20on%20stage';
    expect(tag).toContain(`src="${at}-1600w.webp"`);
    expect(tag).toContain(
      `srcSet="${at}-480w.webp 480w, ${at}-960w.webp 960w, ${at}-1600w.webp 1600w"`,
    );
    expect(tag).toContain('width="2400"');
    expect(tag).toContain('height="1600"');
    expect(tag).not.toContain('.jpg"');
  });

  it('loads the top section’s picture at once and the others when scrolled to', () => {
    const top = imgTag(html, 'Maya in the hero');
    expect(top).toContain('loading="eager"');
    expect(top).toContain('fetchPriority="high"'); // HTML names are the same in any case
    expect(imgTag(html, 'Maya in the testimonials')).toContain('loading="lazy"');
  });

  it('draws an address from elsewhere as before, without copies', () => {
    const tag = imgTag(
      renderWebsiteMarkup(withPhotos('https://maya.coach/me.jpg'), 'public'),
      'Maya in the testimonials',
    );
    expect(tag).toContain('src="https://maya.coach/me.jpg"');
    expect(tag.toLowerCase()).not.toContain('srcset');
  });
});
