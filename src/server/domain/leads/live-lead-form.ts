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

/** The forms of each publication a post came to, kept by id (a publication never changes). */
export class LeadFormsKept {
  private readonly kept = new Map<number, ReadonlyMap<number, LeadFields>>();

  constructor(private readonly max = 500) {}

  get(publicationId: number): ReadonlyMap<number, LeadFields> | undefined {
    return this.kept.get(publicationId);
  }

  set(publicationId: number, forms: ReadonlyMap<number, LeadFields>): void {
    if (this.kept.size >= this.max) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(publicationId, forms);
  }
}

/**
 * The lead form `elementId` as the website's live page (by its id, or the address it is live at)
 * shows it now; null when the website is not
 * published or its live page has no such form (an old page open in a browser after a republish
 * that removed it). The page's forms are read from its snapshot once per publication (`kept`).
 */
export async function liveLeadForm(
  db: Db,
  kept: LeadFormsKept,
  page: { websiteId: number } | { slug: string },
  elementId: number,
): Promise<LiveLeadForm | null> {
  const [row] = await db
    .select({
      websiteId: websites.id,
      userId: websites.userId,
      websiteName: websites.name,
      slug: websites.slug,
      publicationId: websites.livePublicationId,
    })
    .from(websites)
    .where(
      and(
        'slug' in page ? eq(websites.slug, page.slug) : eq(websites.id, page.websiteId),
        eq(websites.isPublished, true),
      ),
    );
  if (!row?.slug || row.publicationId === null) return null;
  let forms = kept.get(row.publicationId);
  if (!forms) {
    const [publication] = await db
      .select({ snapshot: publications.snapshot, contentVersion: publications.contentVersion })
      .from(publications)
      .where(eq(publications.id, row.publicationId));
    if (!publication) return null;
    forms = leadFormsOf(snapshotOf(publication));
    kept.set(row.publicationId, forms);
  }
  const fields = forms.get(elementId);
  if (!fields) return null;
  return {
    userId: row.userId,
    websiteId: row.websiteId,
    websiteName: row.websiteName,
    slug: row.slug,
    publicationId: row.publicationId,
    elementId,
    fields,
  };
}
