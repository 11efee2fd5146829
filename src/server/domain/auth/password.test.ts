import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../../../test/support/test-app';
import { makeServices } from '../../services';
import { DEFAULT_SIGN_IN_LIMITS } from './sign-in-limits';
import { decoyHash, hashPassword, PASSWORD_COST, verifyPassword } from './password';

describe('password hashing', () => {
  it('costs a running app N=2^15, r=8, p=1 (32 MiB a hash), whatever tests use', () => {
    expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    expect(DEFAULT_SIGN_IN_LIMITS.passwordCost).toBe(PASSWORD_COST);
    expect(makeServices().limits.signIn.passwordCost).toBe(PASSWORD_COST);
    expect(TEST_PASSWORD_COST.N).toBeLessThan(PASSWORD_COST.N);
  });

  it('stores the cost in the hash, so a hash made at either cost verifies', async () => {
    const full = await hashPassword('correct horse battery');
    const cheap = await hashPassword('correct horse battery', TEST_PASSWORD_COST);
    expect(full.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    for (const stored of [full, cheap]) {
      expect(await verifyPassword('correct horse battery', stored)).toBe(true);
      expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    }
  });

  it('makes the decoy for unknown emails at the cost real hashes are made at', async () => {
    expect((await decoyHash()).split('$')[1]).toBe('32768');
    expect((await decoyHash(TEST_PASSWORD_COST)).split('$')[1]).toBe('1024');
  });
});
