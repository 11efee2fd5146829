import { brandSettings, layerSettings } from '../../../model/brand/brand-settings';
import type { WebsiteSettings } from '../../../model/settings';
import type { WebsiteSummary } from '../../../model/website';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { getWebsite } from '../websites/get-website';
import { updateWebsite } from '../websites/update-website';
import { brandLogo, readBrandKit } from './brand-kit-rows';

/** The settings the coach's kit sets (theme, logo, contact, social), or null without a kit. */
export async function kitSettings(db: Db, userId: number) {
  const stored = await readBrandKit(db, userId);
  if (!stored) return null;
  const logo = await brandLogo(db, userId, stored.kit);
  return brandSettings(stored.kit, logo ? (logo.variants[0]?.url ?? logo.url) : null);
}

/** A new website's settings: what was asked for, over the brand kit. */
export async function withBrandKit(
  db: Db,
  userId: number,
  settings: WebsiteSettings,
): Promise<WebsiteSettings> {
  const fromKit = await kitSettings(db, userId);
  return fromKit ? { ...settings, ...layerSettings(fromKit, settings) } : settings;
}

/**
 * POST /api/brand/apply: the website's theme, logo, contact and social links from the kit, as one
 * change to its settings (the builder shows it; the live page on the next publish).
 */
export async function applyBrandKit(
  db: Db,
  userId: number,
  websiteId: number,
): Promise<WebsiteSummary> {
  const website = await getWebsite(db, userId, websiteId);
  const fromKit = await kitSettings(db, userId);
  if (!fromKit || Object.keys(fromKit).length === 0) {
    throw new AppError(
      'bad_request',
      'Your brand kit is empty: save your colours, fonts or logo first.',
    );
  }
  return updateWebsite(db, userId, websiteId, {
    settings: layerSettings(website.settings, fromKit),
  });
}
