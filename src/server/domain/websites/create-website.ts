import { eq } from 'drizzle-orm';
import type { Quotas } from '../../../model/limits';
import { findTemplate } from '../../../model/templates/catalogue';
import type { WebsiteSettings } from '../../../model/settings';
import type { StarterSection } from '../../../model/templates/types';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { users, websites } from '../../db/schema';
import { AppError } from '../../errors';
import { assertContentFits, assertRoomForWebsite } from '../quotas/check-room';
import { withBrandKit } from '../brand/apply-brand-kit';
import { getWebsite } from './get-website';
import { insertSections } from './insert-sections';
import { insertHomePage } from '../pages/page-rows';
import { contentVersion } from '../../../model/content-versions';

type CreateWebsite = {
  name: string;
  template: string;
  settings?: WebsiteSettings;
  /** Sections to start with instead of the template's starter ones (an offer used on a page). */
  sections?: readonly StarterSection[];
};

/**
 * The settings a new website starts with: the ones asked for, with the coach's name taken from
 * their account unless a name was given, so the page never introduces 'Your Name'.
 */
async function startingSettings(
  db: Db,
  userId: number,
  settings: WebsiteSettings = {},
): Promise<WebsiteSettings> {
  if (settings.coachName !== undefined) return settings;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const name = user?.name.trim();
  return name ? { ...settings, coachName: name } : settings;
}

/** Creates a website filled with its template's starter sections and elements (or the ones given). */
export async function createWebsite(
  db: Db,
  userId: number,
  input: CreateWebsite,
  quotas: Quotas,
): Promise<Website> {
  const template = findTemplate(input.template);
  if (!template) {
    throw new AppError('bad_request', 'template is not in the catalogue', {
      template: 'is not in the catalogue',
    });
  }
  const starter = input.sections ?? template.starter;
  assertContentFits(quotas, starter, 'This template');
  const id = await db.transaction(async (tx) => {
    await assertRoomForWebsite(tx, quotas, userId);
    const settings = await withBrandKit(
      tx,
      userId,
      await startingSettings(tx, userId, input.settings),
    );
    const [row] = await tx
      .insert(websites)
      .values({
        userId,
        name: input.name,
        template: template.id,
        settings,
        settingsVersion: contentVersion(),
      })
      .returning({ id: websites.id });
    const websiteId = (row as { id: number }).id;
    const pageId = await insertHomePage(tx, websiteId);
    await insertSections(tx, { websiteId, pageId }, starter);
    return websiteId;
  });
  return getWebsite(db, userId, id);
}
