import { z } from 'zod';
import { text } from './text';

export const PASSWORD_MIN = 10;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be an email address such as maya@example.com'));

/** POST /api/auth/signup; the same schema checks the sign-up form in the browser. */
export const signupSchema = z.strictObject({
  email,
  password: text(200).min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`),
  name: text(120)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, 'is required'),
});

/** POST /api/auth/login */
export const loginSchema = z.strictObject({
  email,
  password: text(200).min(1, 'is required'),
});

export type PublicUser = { id: number; email: string; name: string };
