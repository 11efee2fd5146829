import { describe, expect, it } from 'vitest';
import { sessionCookieOf, setupTestApp, TEST_PASSWORD } from '../../../test/support/test-app';
import type { ErrorAnswer } from '../../../test/support/builders';

const t = setupTestApp();

const fieldsOf = (body: unknown) => (body as ErrorAnswer).error.fields;

async function signInAs(
  email: string,
  password: string,
): Promise<{ status: number; cookie?: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return response.statusCode === 200
    ? { status: 200, cookie: sessionCookieOf(response.headers) }
    : { status: response.statusCode };
}

describe('choosing a password', () => {
  it('refuses common passwords at sign-up, naming the password field, and takes phrases of ordinary words', async () => {
    for (const password of [
      'password12',
      'qwertyuiop',
      '1234567890',
      'coaching123',
      'Password2024',
    ]) {
      const { status, body } = await t.call(
        'POST',
        '/api/auth/signup',
        { email: 'weak@example.com', password, name: 'Weak' },
        null,
      );
      expect(status, password).toBe(400);
      expect(fieldsOf(body), password).toEqual({
        password: 'is too common; try a longer phrase of unrelated words',
      });
    }
    // Phrases of ordinary words pass.
    for (const [i, password] of [
      TEST_PASSWORD,
      'a long enough password',
      'my dog likes carrots',
      'brisk orange kettle',
    ].entries()) {
      const { status } = await t.call(
        'POST',
        '/api/auth/signup',
        { email: `phrase${i}@example.com`, password, name: 'Phrase' },
        null,
      );
      expect(status, password).toBe(201);
    }
  });

  it('refuses a password containing the email or the part before the @', async () => {
    for (const password of [
      'maya.rivers@example.com',
      'my Maya.Rivers@Example.com!',
      'maya.rivers 2024 rocks',
    ]) {
      const { status, body } = await t.call(
        'POST',
        '/api/auth/signup',
        { email: 'Maya.Rivers@example.com', password, name: 'Maya' },
        null,
      );
      expect(status, password).toBe(400);
      expect(fieldsOf(body), password).toEqual({ password: 'must not contain your email' });
    }
  });
});

describe('changing the password', () => {
  it('needs the current password, and says which field is wrong', async () => {
    const cookie = await t.signUp('changer@example.com');
    const wrong = await t.call(
      'POST',
      '/api/auth/password',
      { currentPassword: 'not my password', newPassword: 'violet tractor umbrella' },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual({ currentPassword: 'is not right' });

    const weak = await t.call(
      'POST',
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'password12' },
      cookie,
    );
    expect(weak.status).toBe(400);
    expect(fieldsOf(weak.body)).toEqual({
      newPassword: 'is too common; try a longer phrase of unrelated words',
    });

    const withEmail = await t.call(
      'POST',
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'changer@example.com' },
      cookie,
    );
    expect(fieldsOf(withEmail.body)).toEqual({ newPassword: 'must not contain your email' });

    const missing = await t.call('POST', '/api/auth/password', { newPassword: 'x' }, cookie);
    expect(missing.status).toBe(400);
    expect(Object.keys(fieldsOf(missing.body) ?? {}).sort()).toEqual([
      'currentPassword',
      'newPassword',
    ]);

    expect(
      (
        await t.call(
          'POST',
          '/api/auth/password',
          { currentPassword: TEST_PASSWORD, newPassword: 'violet tractor umbrella' },
          null,
        )
      ).status,
    ).toBe(401);
    // Nothing changed: the old password still signs in.
    expect((await signInAs('changer@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('keeps this browser signed in, signs out every other one, and the new password works', async () => {
    const here = await t.signUp('mover@example.com');
    const phone = (await signInAs('mover@example.com', TEST_PASSWORD)).cookie;
    const laptop = (await signInAs('mover@example.com', TEST_PASSWORD)).cookie;
    const changed = await t.call(
      'POST',
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'violet tractor umbrella' },
      here,
    );
    expect(changed.status).toBe(204);
    expect((await t.call('GET', '/api/auth/me', undefined, here)).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', undefined, phone)).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', undefined, laptop)).status).toBe(401);
    expect((await signInAs('mover@example.com', TEST_PASSWORD)).status).toBe(401);
    expect((await signInAs('mover@example.com', 'violet tractor umbrella')).status).toBe(200);
  });

  it('counts wrong current passwords like wrong sign-ins: the eleventh try in a minute gets 429', async () => {
    const cookie = await t.signUp('guessed@example.com');
    for (let i = 1; i <= 10; i++) {
      const { status } = await t.call(
        'POST',
        '/api/auth/password',
        { currentPassword: `guess ${i}`, newPassword: 'violet tractor umbrella' },
        cookie,
      );
      expect(status, `try ${i}`).toBe(400);
    }
    const limited = await t.call(
      'POST',
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'violet tractor umbrella' },
      cookie,
    );
    expect(limited.status).toBe(429);
  }, 60_000);
});
