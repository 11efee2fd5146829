import { and, eq } from 'drizzle-orm';
import { LEAD_FORM_TYPE, leadFieldsOf, type LeadFields } from '../../../model/crm/lead-form';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { publications, websites } from '../../db/schema';
import { snapshotOf } from '../publishing/snapshot-of';

/** A form on a live page, with the page it is on and whose it is. */
export type LiveLeadForm = {
  userId: number;
  websiteId: number;
  websiteName: string;
  slug: string;
  publicationId: number;
  snapshot: Website;
  elementId: number;
  fields: LeadFields;
};

/** The lead forms of a page, by element id, with the fields each asks. */
export function leadFormsOf(website: Website): Map<number, LeadFields> {
  const forms = new Map<number, LeadFields>();
  for (const section of website.sections) {
    for (const element of section.elements) {
      if (element.type === LEAD_FORM_TYPE) forms.set(element.id, leadFieldsOf(element.content));
    }
  }
  return forms;
}

/**
 * The lead form `elementId` as the website's live page shows it now; null when the website is not
 * published or its live page has no such form (an old page open in a browser after a republish
 * that removed it).
 */
export async function liveLeadForm(
  db: Db,
  websiteId: number,
  elementId: number,
): Promise<LiveLeadForm | null> {
  const [row] = await db
    .select({
      userId: websites.userId,
      websiteName: websites.name,
      slug: websites.slug,
      publicationId: publications.id,
      snapshot: publications.snapshot,
      contentVersion: publications.contentVersion,
    })
    .from(websites)
    .innerJoin(publications, eq(publications.id, websites.livePublicationId))
    .where(and(eq(websites.id, websiteId), eq(websites.isPublished, true)));
  if (!row?.slug) return null;
  const snapshot = snapshotOf(row);
  const fields = leadFormsOf(snapshot).get(elementId);
  if (!fields) return null;
  return {
    userId: row.userId,
    websiteId,
    websiteName: row.websiteName,
    slug: row.slug,
    publicationId: row.publicationId,
    snapshot,
    elementId,
    fields,
  };
}
