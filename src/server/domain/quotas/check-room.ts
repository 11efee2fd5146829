import { eq, sql } from 'drizzle-orm';
import type { Quotas } from '../../../model/limits';
import { quotaMessages } from '../../../model/quota-messages';
import type { Db } from '../../db/database';
import { elements, sections, websites } from '../../db/schema';
import { AppError } from '../../errors';
import { lockCoachWebsites, lockWebsiteContent } from './quota-locks';

/*
 * Each check locks what it counts (see quota-locks.ts), counts, and throws a 409 naming the limit;
 * call it in the transaction that then inserts, so the insert is rolled back with nothing written.
 */

const full = (message: string, field: string, reason: string) =>
  new AppError('conflict', message, { [field]: reason });

const atMost = (max: number, per: string) => `at most ${max.toLocaleString('en-US')} ${per}`;

/** Room for one more website for this coach. */
export async function assertRoomForWebsite(tx: Db, quotas: Quotas, userId: number): Promise<void> {
  await lockCoachWebsites(tx, userId);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(websites)
    .where(eq(websites.userId, userId));
  const max = quotas.websitesPerCoach;
  if ((row?.count ?? 0) >= max) {
    throw full(quotaMessages.websites(max), 'websites', atMost(max, 'per coach'));
  }
}

async function countContent(tx: Db, websiteId: number, sectionId: number) {
  const [row] = await tx
    .select({
      sections: sql<number>`count(DISTINCT ${sections.id})::int`,
      elements: sql<number>`count(${elements.id})::int`,
      inSection: sql<number>`(count(${elements.id}) FILTER (WHERE ${sections.id} = ${sectionId}))::int`,
    })
    .from(sections)
    .leftJoin(elements, eq(elements.sectionId, sections.id))
    .where(eq(sections.websiteId, websiteId));
  return {
    sections: row?.sections ?? 0,
    elements: row?.elements ?? 0,
    inSection: row?.inSection ?? 0,
  };
}

function checkElements(quotas: Quotas, inSection: number, inWebsite: number): void {
  if (inSection > quotas.elementsPerSection) {
    const max = quotas.elementsPerSection;
    throw full(quotaMessages.sectionElements(max), 'elements', atMost(max, 'per section'));
  }
  if (inWebsite > quotas.elementsPerWebsite) {
    const max = quotas.elementsPerWebsite;
    throw full(quotaMessages.websiteElements(max), 'elements', atMost(max, 'per website'));
  }
}

/** Room in the website for one more section holding `elementCount` elements. */
export async function assertRoomForSection(
  tx: Db,
  quotas: Quotas,
  websiteId: number,
  elementCount: number,
): Promise<void> {
  await lockWebsiteContent(tx, websiteId);
  const counts = await countContent(tx, websiteId, 0);
  const max = quotas.sectionsPerWebsite;
  if (counts.sections >= max) {
    throw full(quotaMessages.sections(max), 'sections', atMost(max, 'per website'));
  }
  checkElements(quotas, elementCount, counts.elements + elementCount);
}

/** Room in the section, and in its website, for one more element. */
export async function assertRoomForElement(
  tx: Db,
  quotas: Quotas,
  websiteId: number,
  sectionId: number,
): Promise<void> {
  await lockWebsiteContent(tx, websiteId);
  const counts = await countContent(tx, websiteId, sectionId);
  checkElements(quotas, counts.inSection + 1, counts.elements + 1);
}

/**
 * Whole content (a template's starter, a website being copied, a version being restored) fits
 * the quotas; `what` names it in the message ("This version").
 */
export function assertContentFits(
  quotas: Quotas,
  content: readonly { elements: readonly unknown[] }[],
  what: string,
): void {
  const count = (n: number) => n.toLocaleString('en-US');
  if (content.length > quotas.sectionsPerWebsite) {
    const max = quotas.sectionsPerWebsite;
    throw full(
      `${what} has ${count(content.length)} sections, and a website can have up to ${count(max)}.`,
      'sections',
      atMost(max, 'per website'),
    );
  }
  const largest = Math.max(0, ...content.map((s) => s.elements.length));
  if (largest > quotas.elementsPerSection) {
    const max = quotas.elementsPerSection;
    throw full(
      `${what} has a section of ${count(largest)} elements, and a section can have up to ${count(max)}.`,
      'elements',
      atMost(max, 'per section'),
    );
  }
  const total = content.reduce((sum, s) => sum + s.elements.length, 0);
  if (total > quotas.elementsPerWebsite) {
    const max = quotas.elementsPerWebsite;
    throw full(
      `${what} has ${count(total)} elements, and a website can have up to ${count(max)}.`,
      'elements',
      atMost(max, 'per website'),
    );
  }
}
