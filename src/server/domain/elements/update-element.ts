import { and, eq, sql } from 'drizzle-orm';
import { isElementType } from '../../../model/element-types';
import type { Element, UpdateElementInput } from '../../../model/website';
import type { Db } from '../../db/database';
import { elements } from '../../db/schema';
import { AppError } from '../../errors';
import { cleanContent } from '../element-input';
import { findOwnedElement, touchWebsite } from '../owned';
import { toElement } from '../rows';
import { mergePatch } from './merge-patch';
import { expectUpdated } from '../versioned-update';
import { contentVersion } from '../../../model/content-versions';

/**
 * Applies `content` as a merge patch (decision 004): each given field replaces the stored one and a
 * field given as `null` is cleared; the result is re-validated. Styles replace the stored styles.
 */
export async function updateElement(
  db: Db,
  userId: number,
  elementId: number,
  input: UpdateElementInput,
): Promise<Element> {
  const { element: existing, websiteId } = await findOwnedElement(db, userId, elementId);
  if (!isElementType(existing.type)) {
    throw new AppError('bad_request', `Elements of type "${existing.type}" cannot be edited`);
  }
  const content =
    input.content === undefined
      ? undefined
      : cleanContent(existing.type, mergePatch(toElement(existing).content, input.content));
  const styles = input.styles;
  const rows = await db
    .update(elements)
    .set({
      ...(content ? { content, contentVersion: contentVersion() } : {}),
      ...(styles ? { styles } : {}),
      ...(input.order === undefined ? {} : { order: input.order }),
      version: sql`${elements.version} + 1`,
    })
    .where(
      and(
        eq(elements.id, elementId),
        input.version === undefined ? undefined : eq(elements.version, input.version),
      ),
    )
    .returning();
  const updated = expectUpdated(rows, 'Element', input.version !== undefined);
  await touchWebsite(db, websiteId);
  return toElement(updated);
}
