import type { PasswordCost } from '../../src/server/domain/auth/password';
import type { ServiceParts } from '../../src/server/services';

/**
 * A cheap scrypt cost (N=2^10, 1 MiB) for tests' own apps: a hash takes about a millisecond
 * instead of a hundred. Passed in code only; a running app always hashes at PASSWORD_COST.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

/** The parts with the cheap password cost, unless they name a cost of their own. */
export function withTestPasswordCost(parts: ServiceParts): ServiceParts {
  const signIn = { passwordCost: TEST_PASSWORD_COST, ...parts.limits?.signIn };
  return { ...parts, limits: { ...parts.limits, signIn } };
}
