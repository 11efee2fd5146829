import { eq, max } from 'drizzle-orm';
import type { Quotas } from '../../../model/limits';
import { SHARED_SECTION_TYPES } from '../../../model/page-view';
import { PAGE_TITLE_MAX, type AddPageInput, type Page } from '../../../model/pages';
import {
  PAGE_TEMPLATE_TITLES,
  pageTemplateSections,
} from '../../../model/templates/page-templates';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { pages, sections } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { touchWebsite } from '../owned';
import { assertRoomForPage } from '../quotas/page-room';
import { assertRoomForSection } from '../quotas/check-room';
import { getWebsite } from '../websites/get-website';
import { insertSections, type SectionDraft } from '../websites/insert-sections';
import { assertSlugFree, slugTaken } from './owned-page';
import { freePageSlug } from './page-slugs';
import { toPage } from './page-rows';

const COPY_SUFFIX = ' (Copy)';

const copyTitle = (title: string) =>
  title.slice(0, PAGE_TITLE_MAX - COPY_SUFFIX.length) + COPY_SUFFIX;

/** What the new page starts as: a copy of one of the website's pages, or a page template. */
function startingPoint(website: Website, input: AddPageInput) {
  if (input.duplicateOf === undefined) {
    const template = input.template ?? 'blank';
    const drafts: SectionDraft[] = pageTemplateSections(website.template, template);
    return { title: PAGE_TEMPLATE_TITLES[template], seo: {}, drafts, copied: false };
  }
  if (input.template !== undefined) {
    throw new AppError('bad_request', 'template cannot be given with duplicateOf', {
      template: 'cannot be given with duplicateOf',
    });
  }
  const source = website.pages.find((p) => p.id === input.duplicateOf);
  if (!source) {
    throw new AppError('bad_request', 'duplicateOf is not a page of this website', {
      duplicateOf: 'is not a page of this website',
    });
  }
  // The home page's header and footer are drawn on every page: a copy never holds its own.
  const drafts: SectionDraft[] = website.sections
    .filter((s) => s.pageId === source.id && !SHARED_SECTION_TYPES.has(s.type))
    .map((s) => ({
      type: s.type,
      name: s.name,
      title: s.title,
      elements: s.elements.map((e) => ({ type: e.type, content: e.content, styles: e.styles })),
    }));
  return { title: copyTitle(source.title), seo: source.seo, drafts, copied: true };
}

/**
 * Adds a page at the end of the navigation, from a page template (its starter sections chosen from
 * the website's own template) or as a copy of another page's sections and search settings.
 */
export async function addPage(
  db: Db,
  userId: number,
  websiteId: number,
  input: AddPageInput,
  quotas: Quotas,
): Promise<{ page: Page; website: Website }> {
  const website = await getWebsite(db, userId, websiteId);
  const start = startingPoint(website, input);
  const title = input.title ?? start.title;
  return db.transaction(async (tx) => {
    await assertRoomForPage(tx, quotas, websiteId);
    if (input.slug !== undefined) await assertSlugFree(tx, websiteId, input.slug);
    const slug = input.slug ?? (await freePageSlug(tx, websiteId, title));
    const [last] = await tx
      .select({ order: max(pages.order) })
      .from(pages)
      .where(eq(pages.websiteId, websiteId));
    const row = await tx
      .insert(pages)
      .values({ websiteId, title, slug, order: (last?.order ?? -1) + 1, seo: start.seo })
      .returning()
      .then(([inserted]) => inserted)
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? slugTaken() : error;
      });
    if (!row) throw new Error('page insert returned nothing');
    const [lastSection] = await tx
      .select({ order: max(sections.order) })
      .from(sections)
      .where(eq(sections.websiteId, websiteId));
    let order = (lastSection?.order ?? -1) + 1;
    for (const draft of start.drafts) {
      await assertRoomForSection(tx, quotas, websiteId, draft.elements.length);
      const check = start.copied ? 'kept' : 'new';
      await insertSections(tx, { websiteId, pageId: row.id }, [draft], order, check);
      order += 1;
    }
    await touchWebsite(tx, websiteId);
    return { page: toPage(row), website: await getWebsite(tx, userId, websiteId) };
  });
}
