import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/** A database id from a path or a body: a positive 32-bit integer, nothing looser. */
export const idSchema = z.union([
  z.number().int().positive().max(MAX_ID),
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number')
    .transform(Number)
    .refine((n) => n <= MAX_ID, 'is too large'),
]);

export const idParamsSchema = z.strictObject({ id: idSchema });
export const versionSchema = z.number().int().positive().max(MAX_ID);
export const orderSchema = z.number().int('must be a whole number').min(0).max(100_000);
