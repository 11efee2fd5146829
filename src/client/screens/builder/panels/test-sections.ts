import type { Element, Section } from '../../../../model/website';

/** For the panels' tests: a paragraph saying `text`. */
export const testParagraph = (id: number, sectionId: number, text = 'Hello'): Element => ({
  id,
  sectionId,
  type: 'paragraph',
  order: 0,
  content: { text },
  styles: {},
  version: 1,
});

/** For the panels' tests: a hero section named `Section {id}` holding these elements. */
export const testSection = (id: number, elements: Element[]): Section => ({
  id,
  websiteId: 1,
  pageId: 0,
  name: `Section ${id}`,
  type: 'hero',
  order: 0,
  title: null,
  version: 1,
  elements,
});
