import { describe, expect, it } from 'vitest';
import type { ElementType } from '../model/element-types';
import { starterWebsite } from '../model/templates/starter-website';
import type { Element, Website } from '../model/website';
import { renderWebsiteMarkup } from './render-static';
import type { RenderMode } from './types';

/** A classic-design website whose hero holds just the given elements. */
function heroWith(...elements: [ElementType, Element['content']][]): Website {
  const website = starterWebsite('coach', { settings: { coachName: 'Maya Rivers' } });
  const hero = website.sections.find((s) => s.type === 'hero');
  if (!hero) throw new Error('starter changed');
  hero.elements = elements.map(([type, content], i) => ({
    id: 500 + i,
    sectionId: hero.id,
    type,
    order: i,
    content,
    styles: {},
    version: 1,
  }));
  website.sections = [hero];
  return website;
}

const VISITOR_MODES: RenderMode[] = ['public', 'preview'];

describe('empty fields', () => {
  it.each(VISITOR_MODES)('draw nothing in %s mode, not even their element', (mode) => {
    const html = renderWebsiteMarkup(
      heroWith(['heading', { html: '', text: '' }], ['paragraph', { text: '  ' }], ['button', {}]),
      mode,
    );
    expect(html).not.toContain('Your Powerful Headline Goes Here');
    expect(html).not.toContain('Tell your visitors');
    expect(html).not.toContain('Book Your Call');
    expect(html).not.toMatch(/<a[\s>]|<h1|<h2|data-empty/);
  });

  it('show their placeholder greyed in the builder, where the element stays selectable', () => {
    const html = renderWebsiteMarkup(
      heroWith(['heading', { html: '', text: '' }], ['button', { url: 'https://x.co' }]),
      'edit',
    );
    expect(html).toMatch(
      /data-element-id="500"[^>]*><span data-field="html" data-empty="">Your Powerful Headline Goes Here<\/span>/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/x.co"[^>]*data-element-id="501"[^>]*><span data-field="text" data-empty="">Book Your Call<\/span><\/a>/,
    );
  });

  it("fill in a heading's plain text when its rich text is empty, and its rich text wins", () => {
    const plain = renderWebsiteMarkup(heroWith(['heading', { html: ' ', text: 'Plain {name}' }]));
    expect(plain).toMatch(/<h1[^>]*>Plain Maya Rivers<\/h1>/);
    const rich = renderWebsiteMarkup(heroWith(['heading', { html: '<b>Rich</b>', text: 'Plain' }]));
    expect(rich).toMatch(/<h1[^>]*><b>Rich<\/b><\/h1>/);
    expect(rich).not.toContain('Plain');
  });

  it('keep a button going to its default place when only its address is empty', () => {
    const html = renderWebsiteMarkup(heroWith(['button', { text: 'Book now', url: '' }]));
    expect(html).toMatch(/<a href="#calendar"[^>]*>Book now<\/a>/);
  });

  it('leave out only the parts of an element the coach emptied', () => {
    const html = renderWebsiteMarkup(
      heroWith(['testimonial-card', { text: 'Real words.', author: '', initial: '', title: '' }]),
    );
    expect(html).toContain('“Real words.”');
    expect(html).not.toContain('<figcaption');
    expect(html).not.toContain('Sarah M.');
  });

  it('leave an image slot showing its built-in drawing until there is a picture', () => {
    const empty = heroWith(['image', { alt: 'Maya smiling' }]);
    expect(renderWebsiteMarkup(empty)).toContain('data-image-art="person"');
    expect(renderWebsiteMarkup(empty)).not.toContain('Add your photo');
    expect(renderWebsiteMarkup(empty, 'edit')).toContain('Add your photo');
    const photo = heroWith(['image', { url: 'https://x.co/m.jpg' }]);
    expect(renderWebsiteMarkup(photo)).toMatch(/<img src="https:\/\/x.co\/m.jpg" alt=""/);
  });
});
