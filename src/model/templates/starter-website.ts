import type { Page } from '../pages';
import type { Element, Section, Website } from '../website';
import { templateFor } from './catalogue';
import type { StarterSection } from './types';

/** Numbers ids for content made outside the database (render tests, previews of a template, the builder's optimistic adds). */
export type IdSource = () => number;

export function counter(start = 1): IdSource {
  let next = start;
  return () => next++;
}

export function starterSection(
  starter: StarterSection,
  websiteId: number,
  order: number,
  nextId: IdSource,
  /** The page it goes on (issue 38). */
  pageId: number = STARTER_HOME_PAGE_ID,
): Section {
  const id = nextId();
  return {
    id,
    websiteId,
    pageId,
    name: starter.name,
    type: starter.type,
    order,
    title: starter.title ?? null,
    version: 1,
    elements: starter.elements.map((e, i): Element => ({
      id: nextId(),
      sectionId: id,
      type: e.type,
      order: i,
      content: { ...e.content },
      styles: { ...e.styles },
      version: 1,
    })),
  };
}

/** The home page of a website made outside the database (its id never meets a stored one's). */
export const STARTER_HOME_PAGE_ID = 0;

export function starterHomePage(websiteId: number): Page {
  return {
    id: STARTER_HOME_PAGE_ID,
    websiteId,
    title: 'Home',
    slug: 'home',
    order: 0,
    isHome: true,
    inNav: true,
    seo: {},
    formerSlugs: [],
    version: 1,
  };
}

/** A whole website filled with a template's starter content, as the server would create it. */
export function starterWebsite(templateId: string, overrides: Partial<Website> = {}): Website {
  const template = templateFor(templateId);
  const nextId = counter();
  const id = overrides.id ?? 1;
  const now = new Date(0).toISOString();
  return {
    id,
    userId: 1,
    name: `${template.name} sample`,
    domain: null,
    template: templateId,
    isPublished: false,
    settings: {},
    version: 1,
    createdAt: now,
    updatedAt: now,
    slug: null,
    publishedAt: null,
    hasUnpublishedChanges: false,
    sections: template.starter.map((s, i) => starterSection(s, id, i, nextId)),
    pages: [starterHomePage(id)],
    ...overrides,
  } as Website;
}
