import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { elements, sections, websites } from '../db/schema';
import { notFound } from '../errors';
import { noteWebsiteChanged } from './website-changes';

export async function findOwnedWebsite(db: Db, userId: number, websiteId: number) {
  const [row] = await db
    .select()
    .from(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)));
  if (!row) throw notFound('Website');
  return row;
}

export async function findOwnedSection(db: Db, userId: number, sectionId: number) {
  const [row] = await db
    .select({ section: sections, template: websites.template })
    .from(sections)
    .innerJoin(websites, eq(websites.id, sections.websiteId))
    .where(and(eq(sections.id, sectionId), eq(websites.userId, userId)));
  if (!row) throw notFound('Section');
  return row;
}

/** The element and the website it belongs to, if the user owns it: one query for both. */
export async function findOwnedElement(db: Db, userId: number, elementId: number) {
  const [row] = await db
    .select({ element: elements, websiteId: sections.websiteId })
    .from(elements)
    .innerJoin(sections, eq(sections.id, elements.sectionId))
    .innerJoin(websites, eq(websites.id, sections.websiteId))
    .where(and(eq(elements.id, elementId), eq(websites.userId, userId)));
  if (!row) throw notFound('Element');
  return row;
}

/** A child changed: the website's updatedAt moves with it (and open builders are told, see website-changes). */
export async function touchWebsite(db: Db, websiteId: number): Promise<void> {
  noteWebsiteChanged(websiteId);
  await db
    .update(websites)
    .set({ updatedAt: sql`now()` })
    .where(eq(websites.id, websiteId));
}
