import { eq } from 'drizzle-orm';
import type { Quotas } from '../../../model/limits';
import { findTemplate } from '../../../model/templates/catalogue';
import type { WebsiteSettings } from '../../../model/settings';
import type { Website } from '../../../model/website';
import type { Db } from '../../db/database';
import { users, websites } from '../../db/schema';
import { AppError } from '../../errors';
import { assertContentFits, assertRoomForWebsite } from '../quotas/check-room';
import { getWebsite } from './get-website';
import { insertSections } from './insert-sections';
import { contentVersion } from '../../../model/content-versions';

type CreateWebsite = { name: string; template: string; settings?: WebsiteSettings };

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

/** Creates a website filled with its template's starter sections and elements. */
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
  assertContentFits(quotas, template.starter, 'This template');
  const id = await db.transaction(async (tx) => {
    await assertRoomForWebsite(tx, quotas, userId);
    const settings = await startingSettings(tx, userId, input.settings);
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
    await insertSections(tx, websiteId, template.starter);
    return websiteId;
  });
  return getWebsite(db, userId, id);
}
