import { describe, expect, it } from 'vitest';
import { DEFAULT_COACH_NAME, fillName } from '../../../model/coach-name';
import { templateFor } from '../../../model/templates/catalogue';
import { renderWebsiteMarkup } from '../../render-static';
import { fit } from './classes';
import { splitCards } from './layout';
import {
  addElement,
  addSection,
  count,
  DESIGN_IDS,
  elementCount,
  escaped,
  everyTypeEverywhere,
  sectionOf,
  site,
} from './designs.fixtures';

const starterTexts = (id: string) =>
  templateFor(id)
    .starter.flatMap((s) =>
      s.elements.flatMap((e) => ['text', 'author', 'title'].map((f) => e.content[f])),
    )
    .filter((t): t is string => typeof t === 'string' && t !== '')
    .map((t) => fillName(t, DEFAULT_COACH_NAME));

describe('the five builder designs', () => {
  it.each(DESIGN_IDS)('%s is drawn in the design its catalogue entry names', (id) => {
    const html = renderWebsiteMarkup(site(id), 'public');
    expect(html).toContain(`data-design="${templateFor(id).design}"`);
  });

  it.each(DESIGN_IDS)('%s draws the starter texts and the booking frame', (id) => {
    const html = renderWebsiteMarkup(site(id), 'public');
    for (const text of starterTexts(id)) expect(html).toContain(escaped(text));
    expect(html).toMatch(/<iframe title="Book a Session"/);
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('id="calendar"');
  });

  it('gives each design its own look', () => {
    const markups = new Set(DESIGN_IDS.map((id) => renderWebsiteMarkup(site(id), 'public')));
    expect(markups.size).toBe(DESIGN_IDS.length);
  });

  it('draws an unknown template id like the classic one', () => {
    const nope = renderWebsiteMarkup(site('nope'), 'public');
    expect(nope).toBe(renderWebsiteMarkup(site('coach'), 'public'));
    expect(nope).toContain('data-design="default"');
  });

  it.each(DESIGN_IDS)('%s names unknown element and section types', (id) => {
    const website = site(id);
    addElement(sectionOf(website, 'hero'), 'marquee');
    const gallery = addSection(website, 'gallery');
    addElement(gallery, 'paragraph', { text: 'Inside the gallery' });
    const html = renderWebsiteMarkup(website, 'public');
    expect(html).toContain('Unknown element type: marquee');
    expect(html).toContain('Unknown section type: gallery');
    expect(html).toContain('Inside the gallery');
  });

  it.each(DESIGN_IDS)('%s draws every builder element in every section type', (id) => {
    const website = everyTypeEverywhere(id);
    const html = renderWebsiteMarkup(website, 'edit');
    expect(count(html, 'data-element-id="')).toBe(elementCount(website));
    expect(html).not.toContain('Unknown');
    expect(count(html, '<h1')).toBe(1);
  });

  it.each(DESIGN_IDS)('%s marks elements for the builder only in edit mode', (id) => {
    const website = site(id);
    const edit = renderWebsiteMarkup(website, 'edit');
    for (const section of website.sections) {
      for (const e of section.elements) expect(edit).toContain(`data-element-id="${e.id}"`);
    }
    expect(count(edit, 'data-element-id="')).toBe(elementCount(website));
    expect(edit).not.toContain('<iframe');
    expect(renderWebsiteMarkup(website, 'public')).not.toContain('data-element-id');
  });

  it.each(DESIGN_IDS)(
    '%s shows placeholders greyed in the builder and nothing for visitors',
    (id) => {
      const website = site(id);
      for (const section of website.sections) for (const e of section.elements) e.content = {};
      const about = sectionOf(website, 'about');
      for (const type of ['image', 'gradient-text', 'rotated-heading']) addElement(about, type);
      const placeholders = [
        'Your Powerful Headline Goes Here',
        'Tell your visitors what makes your coaching different.',
        'Book Your Call',
        'Learn more',
        'Transform Your Business',
        'Bold Truth',
        'Sarah M.',
      ];
      const edit = renderWebsiteMarkup(website, 'edit');
      for (const text of placeholders) {
        expect(edit).toMatch(
          new RegExp(`<span data-field="[a-z]+" data-empty=""[^>]*>${escaped(text)}</span>`),
        );
      }
      for (const mode of ['public', 'preview'] as const) {
        const html = renderWebsiteMarkup(website, mode);
        for (const text of placeholders) expect(html).not.toContain(escaped(text));
        expect(html).not.toContain('data-empty');
        // No empty buttons, links or cards stand in for the emptied elements.
        expect(html).not.toMatch(/<a [^>]*><\/a>|<figure[\s>]|<h[1-3][^>]*><\/h[1-3]>/);
        // An image slot keeps its built-in drawing until a photo is chosen.
        expect(html).toContain('data-image-art="person"');
      }
    },
  );

  it.each(DESIGN_IDS)('%s never links to a script address', (id) => {
    const website = site(id);
    addElement(sectionOf(website, 'cta'), 'button', { text: 'Evil', url: 'javascript:alert(1)' });
    const html = renderWebsiteMarkup(website, 'public');
    expect(html).toMatch(/href="#"[^>]*>Evil</);
    expect(html).not.toContain('javascript:');
  });

  it('keeps a single h1 when a page has two heroes', () => {
    const website = site('coach-bold');
    addElement(addSection(website, 'hero'), 'heading', { text: 'Second hero' });
    const html = renderWebsiteMarkup(website, 'public');
    expect(count(html, '<h1')).toBe(1);
    expect(html).toMatch(/<h2[^>]*>Second hero<\/h2>/);
  });

  it('draws elements in ascending order', () => {
    const website = site('coach-minimal');
    const about = sectionOf(website, 'about');
    const [, , first, second] = about.elements;
    if (!first || !second) throw new Error('starter changed');
    [first.order, second.order] = [second.order, first.order];
    const html = renderWebsiteMarkup(website, 'public');
    const at = (t: unknown) => html.indexOf(escaped(String(t)));
    expect(at(second.content.text)).toBeLessThan(at(first.content.text));
  });
});

describe('layout helpers', () => {
  it('turns headings after the title into cards and keeps the closing button below them', () => {
    const programs = sectionOf(site('coach'), 'programs');
    const { intro, cards, outro } = splitCards(programs.elements);
    expect(intro.map((e) => e.type)).toEqual(['heading', 'paragraph']);
    expect(cards.map((c) => c.map((e) => e.type))).toEqual([
      ['heading', 'paragraph'],
      ['heading', 'paragraph'],
      ['heading', 'paragraph'],
    ]);
    expect(outro.map((e) => e.type)).toEqual(['button']);
  });

  it("drops a design's breakpoint sizes when the coach picks a size", () => {
    const [heading] = sectionOf(site('coach'), 'hero').elements.filter((e) => e.type === 'heading');
    if (!heading) throw new Error('starter changed');
    expect(fit(heading, 'text-4xl md:text-6xl')).toBe('text-4xl md:text-6xl');
    heading.styles = { fontSize: 'xl' };
    expect(fit(heading, 'text-4xl md:text-6xl font-bold')).toBe('text-4xl font-bold');
  });
});
