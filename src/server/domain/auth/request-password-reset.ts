import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResets, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { resetMail } from '../../mail/reset-mail';
import { mayMail, takeResetRequest, type PasswordResetLimits } from './password-reset-limits';
import { newResetToken, RESET_LINK_MINUTES } from './reset-tokens';
import type { Visitor } from './visitor';

export type ResetRequestOptions = {
  address: Visitor;
  limits: PasswordResetLimits;
  mailer: Mailer;
  /** The page that takes the token: on the public address, never the request's own Host. */
  linkFor: (token: string) => string;
};

/**
 * A coach who forgot their password asks for a link. The answer is the same whether or not the
 * email has an account; the lookup and the mail happen after it (the promise this answers), so the
 * time it takes tells nothing either. 429 when this address asked too often.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  { address, limits, mailer, linkFor }: ResetRequestOptions,
): Promise<{ mailing: Promise<void> }> {
  await takeResetRequest(db, limits, address);
  const mailing = (async () => {
    if (!(await mayMail(db, limits, email))) return;
    const [user] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    await forgetEndedLinks(db, user.id);
    const { token, tokenHash } = newResetToken();
    const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000);
    await db.insert(passwordResets).values({ tokenHash, userId: user.id, expiresAt });
    await mailer.send(resetMail({ to: email, name: user.name, link: linkFor(token) }));
  })();
  return { mailing };
}

async function forgetEndedLinks(db: Db, userId: number): Promise<void> {
  await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        or(lte(passwordResets.expiresAt, sql`now()`), isNotNull(passwordResets.usedAt)),
      ),
    );
}
