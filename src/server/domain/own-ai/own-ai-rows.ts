import { eq } from 'drizzle-orm';
import type { OwnAiAnswer } from '../../../model/ai/own-ai';
import type { Db } from '../../db/database';
import { ownAiSettings } from '../../db/schema';
import { AppError } from '../../errors';
import type { Services } from '../../services';

export type OwnAiRow = typeof ownAiSettings.$inferSelect;

export async function ownAiRow(db: Db, userId: number): Promise<OwnAiRow | null> {
  const [row] = await db.select().from(ownAiSettings).where(eq(ownAiSettings.userId, userId));
  return row ?? null;
}

/** What the coach's key opens to, or null for a provider without one; throws when it cannot open. */
export function keyOf(services: Services, row: OwnAiRow): string | null {
  return row.keySealed === null ? null : services.secrets.open(row.keySealed);
}

/** What the server's key changing means for the coach. */
export const REENTER_MESSAGE = "Enter your AI key again: the server's key changed.";

/** The key, for a call: a key that no longer opens is a 400 asking for it again. */
export function keyForCall(services: Services, row: OwnAiRow): string | null {
  try {
    return keyOf(services, row);
  } catch {
    throw new AppError('bad_request', REENTER_MESSAGE);
  }
}

/** Whether the stored key still opens (the server's key may have changed since). */
export function keyOpens(services: Services, row: OwnAiRow): boolean {
  try {
    keyOf(services, row);
    return true;
  } catch {
    return false;
  }
}

/** What the coach sees of their own AI: never the key, only its last four characters. */
export function ownAiAnswer(services: Services, row: OwnAiRow | null): OwnAiAnswer {
  const privateAllowed = services.outbound.allowPrivate;
  if (!row) return { configured: false, privateAllowed };
  if (!keyOpens(services, row))
    return { configured: false, privateAllowed, reenter: REENTER_MESSAGE };
  return {
    configured: true,
    privateAllowed,
    provider: row.provider,
    baseUrl: row.baseUrl,
    model: row.model,
    keyHint: row.keyHint,
  };
}
