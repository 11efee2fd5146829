import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters; they are stored in every hash, so a hash verifies whatever the cost now. */
export type PasswordCost = { readonly N: number; readonly r: number; readonly p: number };

/**
 * scrypt, memory-hard: N=2^15, r=8 needs 32 MiB per hash, which makes guessing in bulk expensive.
 * Always the cost of a running app: only tests pass a cheaper one, in code (test/support/test-app.ts).
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export async function hashPassword(
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Spent on unknown emails too, so the answer's timing does not tell which emails have accounts:
 * one per cost, made at the cost real hashes are made at.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const costKey = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(costKey);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(costKey, decoy);
  }
  return decoy;
}
