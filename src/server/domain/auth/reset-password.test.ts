import { describe, expect, it } from 'vitest';
import { setupTestApp, TEST_PASSWORD } from '../../../../test/support/test-app';
import { passwordProblem } from './password-strength';
import { resetPassword } from './reset-password';

const t = setupTestApp();

describe('the operator resets a password', () => {
  it('gives a new password that works, the old one stops, and every session ends', async () => {
    const session = await t.signUp('forgetful@example.com');
    const password = await resetPassword(t.database.db, ' Forgetful@example.com ');
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(
      await passwordProblem(password, { email: 'forgetful@example.com', name: 'forgetful' }),
    ).toBeNull();
    expect((await t.call('GET', '/api/auth/me', undefined, session)).status).toBe(401);
    const old = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'forgetful@example.com', password: TEST_PASSWORD },
      null,
    );
    expect(old.status).toBe(401);
    const fresh = await t.call(
      'POST',
      '/api/auth/login',
      { email: 'forgetful@example.com', password },
      null,
    );
    expect(fresh.status).toBe(200);
  });

  it('says so when there is no such account', async () => {
    await expect(resetPassword(t.database.db, 'nobody@example.com')).rejects.toThrow(
      'Account not found',
    );
  });
});
