import { z } from 'zod';

const MAX_ID = 2_147_483_647;
const WHOLE = 'must be a positive whole number';

/** A database id from a path or a body: a positive 32-bit integer, nothing looser ("1e3", " 7"). */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[0-9]{1,12}$/.test(value) ? Number(value) : value),
  z.number({ error: WHOLE }).int(WHOLE).positive(WHOLE).max(MAX_ID, 'is too large'),
);

export const idParamsSchema = z.strictObject({ id: idSchema });
export const versionSchema = z.number().int('must be a whole number').positive().max(MAX_ID);
export const orderSchema = z.number().int('must be a whole number').min(0).max(100_000);
