import { upgradeElement, upgradeSettings } from '../../model/content-versions';
import type { ElementType } from '../../model/element-types';
import type { Element, Section, WebsiteSummary } from '../../model/website';
import type { elements, sections, websites } from '../db/schema';

type WebsiteRow = typeof websites.$inferSelect;
type SectionRow = typeof sections.$inferSelect;
type ElementRow = typeof elements.$inferSelect;

export function toWebsiteSummary(row: WebsiteRow): WebsiteSummary {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    domain: row.domain,
    template: row.template,
    isPublished: row.isPublished,
    settings: upgradeSettings(row.settings, row.settingsVersion),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slug: row.slug,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasUnpublishedChanges:
      row.isPublished && row.publishedAt !== null && row.updatedAt > row.publishedAt,
  };
}

export function toSection(row: SectionRow, sectionElements: Element[] = []): Section {
  return { ...row, elements: sectionElements };
}

/**
 * Rows only ever hold registry types: every write path validates the type first. Content stored at
 * an older content version is upgraded on the way out (src/model/content-versions).
 */
export function toElement(row: ElementRow | StoredElement): Element {
  const { contentVersion, ...element } = row;
  return {
    ...element,
    type: row.type as ElementType,
    content: upgradeElement(row.type, row.content, contentVersion),
  };
}

/** An element as get-website's JSON carries it: with the version its content was written at. */
export type StoredElement = Omit<Element, 'type'> & { type: string; contentVersion: number };

/** Sections as get-website's JSON carries them, their elements upgraded to the current content version. */
export function toSections(
  stored: (Omit<Section, 'elements'> & { elements: StoredElement[] })[],
): Section[] {
  return stored.map((section) => ({ ...section, elements: section.elements.map(toElement) }));
}
