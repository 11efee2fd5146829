import { and, eq, sql } from 'drizzle-orm';
import { findTemplate } from '../../../model/templates/catalogue';
import type { UpdateWebsiteInput, WebsiteSummary } from '../../../model/website';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { toWebsiteSummary } from '../rows';
import { noteWebsiteChanged } from '../website-changes';
import { isUniqueViolation } from '../../db/unique-violation';
import { forgetRelease, releaseSlug } from '../publishing/released-slugs';
import { assertSlugFree, slugRefused } from '../publishing/unique-slug';
import { expectUpdated } from '../versioned-update';
import { contentVersion } from '../../../model/content-versions';

export async function updateWebsite(
  db: Db,
  userId: number,
  websiteId: number,
  input: UpdateWebsiteInput,
): Promise<WebsiteSummary> {
  if (input.template !== undefined && !findTemplate(input.template)) {
    throw new AppError('bad_request', 'template is not in the catalogue', {
      template: 'is not in the catalogue',
    });
  }
  const { version, ...changes } = input;
  // The address is not page content: changing only it leaves the version (open builders keep saving)
  // and updatedAt ("unpublished changes") alone.
  const addressOnly =
    input.slug !== undefined && Object.keys(changes).every((key) => key === 'slug');
  if (!addressOnly) noteWebsiteChanged(websiteId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ slug: websites.slug })
      .from(websites)
      .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)))
      .for('no key update');
    if (!before) throw notFound('Website');
    const newSlug = input.slug !== undefined && input.slug !== before.slug ? input.slug : null;
    if (newSlug !== null) await assertSlugFree(tx, newSlug, userId, websiteId);
    const rows = await tx
      .update(websites)
      .set(
        addressOnly
          ? changes
          : {
              ...changes,
              ...(changes.settings ? { settingsVersion: contentVersion() } : {}),
              version: sql`${websites.version} + 1`,
              updatedAt: sql`now()`,
            },
      )
      .where(
        and(
          eq(websites.id, websiteId),
          eq(websites.userId, userId),
          version === undefined ? undefined : eq(websites.version, version),
        ),
      )
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw slugRefused();
        throw error;
      });
    const updated = expectUpdated(rows, 'Website', version !== undefined);
    if (newSlug !== null) {
      // The old address stays this coach's for a while; the new one is no longer held for anyone.
      if (before.slug !== null) await releaseSlug(tx, before.slug, userId);
      await forgetRelease(tx, newSlug);
    }
    return toWebsiteSummary(updated);
  });
}
