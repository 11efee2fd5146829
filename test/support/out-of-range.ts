import fc from 'fast-check';

/** PostgreSQL's `integer`, which every id column is. */
const INT_MAX = 2n ** 31n - 1n;
const INT_MIN = -(2n ** 31n);

/**
 * Whole numbers just past either end of PostgreSQL's integer range, and far past it (beyond 64
 * bits): what a client may send as an id that no row can have, and no query may be given.
 */
export const outOfRangeBigInt = fc.oneof(
  fc.constantFrom(INT_MAX + 1n, INT_MIN - 1n, 2n ** 63n, 2n ** 64n),
  fc.bigInt({ min: INT_MAX + 1n, max: 2n ** 70n }),
  fc.bigInt({ min: -(2n ** 70n), max: INT_MIN - 1n }),
);

/** As a client writes one in a path or a query: digits. */
export const outOfRangeDigits = outOfRangeBigInt.map(String);

/** As a client writes one in a JSON body: a number (exact up to 2^53, rounded past it). */
export const outOfRangeNumber = outOfRangeBigInt.map(Number);
