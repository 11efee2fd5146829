import { z } from 'zod';
import { text } from './text';

export const PASSWORD_MIN = 10;

/** Shown under every field where a coach picks a new password. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN} characters. A few unrelated words make a strong one.`;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be an email address such as maya@example.com'));

const newPassword = text(200).min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`);

export const PASSWORD_HAS_EMAIL = 'must not contain your email';

/**
 * Whether a password holds the account's email or the part before the @ (when that part is long
 * enough to mean something: "ann" is inside "banner"). Cheap and pure, so forms can say it at once.
 */
export function passwordHasEmail(password: string, accountEmail: string): boolean {
  const p = password.normalize('NFKC').toLowerCase();
  const e = accountEmail.trim().toLowerCase();
  const local = e.split('@')[0] ?? '';
  return (e !== '' && p.includes(e)) || (local.length >= 4 && p.includes(local));
}

/** POST /api/auth/signup; the same schema checks the sign-up form in the browser. */
export const signupSchema = z
  .strictObject({
    email,
    password: newPassword,
    name: text(120)
      .transform((s) => s.trim())
      .refine((s) => s.length > 0, 'is required'),
  })
  .superRefine((value, ctx) => {
    if (passwordHasEmail(value.password, value.email)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_HAS_EMAIL });
    }
  });

/** POST /api/auth/login */
export const loginSchema = z.strictObject({
  email,
  password: text(200).min(1, 'is required'),
});

/** POST /api/auth/password: the signed-in coach changes their password. */
export const changePasswordSchema = z.strictObject({
  currentPassword: text(200).min(1, 'is required'),
  newPassword,
});

/** POST /api/auth/password-reset: a coach who forgot their password asks for a link by email. */
export const passwordResetRequestSchema = z.strictObject({ email });

/** POST /api/auth/password-reset/confirm: the token from the emailed link and the new password. */
export const passwordResetConfirmSchema = z.strictObject({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a reset link; open the link from the email again'),
  newPassword,
});

/** GET /api/auth/password-reset: whether this server can email reset links (SMTP_URL is set). */
export type PasswordResetAvailability = { byEmail: boolean };

export type PublicUser = { id: number; email: string; name: string };
