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
    settings: row.settings,
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

/** Rows only ever hold registry types: every write path validates the type first. */
export function toElement(row: ElementRow): Element {
  return { ...row, type: row.type as ElementType };
}
