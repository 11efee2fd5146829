import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../model/pages';
import { starterWebsite } from '../../../../model/templates/starter-website';
import type { Section, Website } from '../../../../model/website';
import { applyAction } from '../state/actions';
import { normalizeWebsite } from '../state/normalize';
import { planSync } from '../state/plan-sync';
import { firstSectionOn, openPageId, pageSections, pageShowing } from './open-page';

const page = (id: number, title: string, isHome = false): Page => ({
  id,
  websiteId: 1,
  title,
  slug: title.toLowerCase(),
  order: id,
  isHome,
  inNav: true,
  seo: {},
  formerSlugs: [],
  version: 1,
});

const section = (id: number, pageId: number, type: string, order: number): Section => ({
  id,
  websiteId: 1,
  pageId,
  name: `${type} ${id}`,
  type,
  order,
  title: null,
  version: 1,
  elements: [],
});

/** Home (header, hero, footer) and About (two sections of its own), sections interleaved by order. */
const website: Website = normalizeWebsite({
  ...starterWebsite('coach'),
  pages: [page(1, 'Home', true), page(2, 'About')],
  sections: [
    section(10, 1, 'header', 0),
    section(20, 2, 'about', 1),
    section(11, 1, 'hero', 2),
    section(21, 2, 'cta', 3),
    section(12, 1, 'footer', 4),
  ],
});

const idsOn = (w: Website, pageId: number) => pageSections(w, pageId).sections.map((s) => s.id);

describe('one page open in the builder', () => {
  it('lists only the open page’s own sections, and opens the home page when hers is gone', () => {
    expect(idsOn(website, 2)).toEqual([20, 21]);
    expect(idsOn(website, 1)).toEqual([10, 11, 12]);
    expect(openPageId(website, 2)).toBe(2);
    expect(openPageId(website, 99)).toBe(1);
    expect(openPageId(website, null)).toBe(1);
    expect(firstSectionOn(website, 2)).toEqual({ kind: 'section', id: 20 });
  });

  it('moving a section up or down moves it among its own page’s sections only', () => {
    const moved = applyAction(website, { type: 'move-section', sectionId: 21, toIndex: 0 });
    expect(idsOn(moved, 2)).toEqual([21, 20]);
    // The home page is as it was, and every order is still its place in the website.
    expect(idsOn(moved, 1)).toEqual([10, 11, 12]);
    expect(moved.sections.map((s) => s.order)).toEqual([0, 1, 2, 3, 4]);
    const down = applyAction(website, { type: 'move-section', sectionId: 10, toIndex: 1 });
    expect(idsOn(down, 1)).toEqual([11, 10, 12]);
  });

  it('a section added on a page is saved on that page', () => {
    const added = applyAction(website, {
      type: 'add-section',
      section: { ...section(-5, 2, 'cta', 5), elements: [] },
    });
    const op = planSync(website, added).next;
    expect(op?.kind === 'create-section' && op.body.pageId).toBe(2);
  });

  it('something on another page opens that page; the shared header and footer do not', () => {
    expect(pageShowing(website, 1, { kind: 'section', id: 21 })).toBe(2);
    expect(pageShowing(website, 2, { kind: 'section', id: 21 })).toBeNull();
    expect(pageShowing(website, 2, { kind: 'section', id: 10 })).toBeNull();
    expect(pageShowing(website, 2, { kind: 'section', id: 11 })).toBe(1);
    expect(pageShowing(website, 2, null)).toBeNull();
  });
});
