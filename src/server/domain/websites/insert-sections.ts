import type { ContentCheck, ElementContent } from '../../../model/element-content';
import type { ElementType } from '../../../model/element-types';
import type { ElementStyles } from '../../../model/styles';
import type { Db } from '../../db/database';
import { elements, sections } from '../../db/schema';
import { cleanContent } from '../element-input';
import { contentVersion } from '../../../model/content-versions';

export type SectionDraft = {
  /** The page it goes on; the one `insertSections` is given when not said. */
  pageId?: number;
  type: string;
  name: string;
  title?: string | null;
  elements: { type: ElementType; content: ElementContent; styles?: ElementStyles }[];
};

/**
 * Writes sections (in the given order, from `firstOrder` on) and their elements in two statements;
 * answers the new section ids in that order. `check` is 'kept' for content copied as it was stored
 * (a duplicate, a restored version): a link saved before today's link check is kept as it was.
 */
export async function insertSections(
  db: Db,
  { websiteId, pageId }: { websiteId: number; pageId: number },
  drafts: readonly SectionDraft[],
  firstOrder = 0,
  check: ContentCheck = 'new',
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const inserted = await db
    .insert(sections)
    .values(
      drafts.map((d, i) => ({
        websiteId,
        pageId: d.pageId ?? pageId,
        type: d.type,
        name: d.name,
        title: d.title ?? null,
        order: firstOrder + i,
      })),
    )
    .returning({ id: sections.id, order: sections.order });
  const idByOrder = new Map(inserted.map((s) => [s.order, s.id]));
  const elementRows = drafts.flatMap((d, i) =>
    d.elements.map((e, order) => ({
      sectionId: idByOrder.get(firstOrder + i) as number,
      type: e.type,
      order,
      // Starter and copied content pass the same checks and allow-list as anything a coach types
      // (copied links: those they passed when they were saved).
      content: cleanContent(e.type, e.content, 'content', check),
      contentVersion: contentVersion(),
      styles: e.styles ?? {},
    })),
  );
  if (elementRows.length) await db.insert(elements).values(elementRows);
  return inserted.map((s) => s.id);
}
