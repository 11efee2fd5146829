import { and, eq, sql } from 'drizzle-orm';
import { findTemplate } from '../../../model/templates/catalogue';
import type { UpdateWebsiteInput, WebsiteSummary } from '../../../model/website';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnedWebsite } from '../owned';
import { toWebsiteSummary } from '../rows';
import { isUniqueViolation } from '../../db/unique-violation';
import { assertSlugFree } from '../publishing/unique-slug';
import { expectUpdated } from '../versioned-update';

export async function updateWebsite(
  db: Db,
  userId: number,
  websiteId: number,
  input: UpdateWebsiteInput,
): Promise<WebsiteSummary> {
  await findOwnedWebsite(db, userId, websiteId);
  if (input.template !== undefined && !findTemplate(input.template)) {
    throw new AppError('bad_request', 'template is not in the catalogue', {
      template: 'is not in the catalogue',
    });
  }
  if (input.slug !== undefined) await assertSlugFree(db, input.slug, websiteId);
  const { version, ...changes } = input;
  // The address is not page content: changing only it leaves the version (open builders keep saving)
  // and updatedAt ("unpublished changes") alone.
  const addressOnly =
    input.slug !== undefined && Object.keys(changes).every((key) => key === 'slug');
  const rows = await db
    .update(websites)
    .set(
      addressOnly
        ? changes
        : { ...changes, version: sql`${websites.version} + 1`, updatedAt: sql`now()` },
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
      if (isUniqueViolation(error))
        throw new AppError('bad_request', 'slug is already used by another website', {
          slug: 'is already used by another website',
        });
      throw error;
    });
  return toWebsiteSummary(expectUpdated(rows, 'Website', version !== undefined));
}
