import { homePageOf, SHARED_SECTION_TYPES } from '../../../../model/page-view';
import type { Section, Website } from '../../../../model/website';
import { findElement, type Selection } from '../selection';

/** The page the builder shows: the one she opened while it exists, else the home page. */
export function openPageId(website: Pick<Website, 'pages'>, wanted: number | null): number {
  const page = website.pages.find((p) => p.id === wanted) ?? homePageOf(website);
  return page?.id ?? 0;
}

/** The website with only one page's own sections: what Website Structure lists. */
export function pageSections(website: Website, pageId: number): Website {
  const sections = website.sections.filter((s) => s.pageId === pageId);
  return sections.length === website.sections.length ? website : { ...website, sections };
}

/** The first section of a page, selected when she opens it. */
export function firstSectionOn(website: Website, pageId: number): Selection {
  const first = pageSections(website, pageId).sections[0];
  return first ? { kind: 'section', id: first.id } : null;
}

/** A section of the home page that every page shows (the header and the footer). */
export function isShared(website: Pick<Website, 'pages'>, section: Section): boolean {
  return section.pageId === homePageOf(website)?.id && SHARED_SECTION_TYPES.has(section.type);
}

function sectionOf(website: Website, selection: Selection): Section | undefined {
  if (!selection) return undefined;
  if (selection.kind === 'section') return website.sections.find((s) => s.id === selection.id);
  return findElement(website, selection.id)?.section;
}

/**
 * The page to open so that a selection can be seen (the checklist or a search pointing at
 * something on another page), or null when the open page already shows it.
 */
export function pageShowing(website: Website, open: number, selection: Selection): number | null {
  const section = sectionOf(website, selection);
  if (!section || section.pageId === open || isShared(website, section)) return null;
  return website.pages.some((p) => p.id === section.pageId) ? section.pageId : null;
}
