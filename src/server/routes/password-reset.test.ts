import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorAnswer } from '../../../test/support/builders';
import {
  resetLinkIn,
  startMailCapture,
  tokenOf,
  type MailCapture,
} from '../../../test/support/mail-capture';
import {
  sessionCookieOf,
  setupTestApp,
  TEST_PASSWORD,
  withTestPasswordCost,
} from '../../../test/support/test-app';
import { buildApp } from '../app';
import { makeServices } from '../services';
import { passwordResets } from '../db/schema';
import { smtpMailer, type Mailer } from '../mail/mailer';
import { RESET_MAIL_SUBJECT } from '../mail/reset-mail';

const t = setupTestApp();
const PUBLIC_URL = 'https://coach.example.com';
const NEW_PASSWORD = 'purple lantern harbour';

let capture: MailCapture;
let mailer: Mailer;
let app: FastifyInstance;
beforeAll(async () => {
  capture = await startMailCapture();
  mailer = smtpMailer({ url: capture.url, from: 'Coachsite <no-reply@coach.example.com>' });
  app = await buildApp({
    db: t.database.db,
    services: makeServices(withTestPasswordCost({ mailer })),
    publicUrl: PUBLIC_URL,
  });
});
afterAll(async () => {
  await app?.close();
  mailer?.close();
  await capture?.close();
});

type Answer = { status: number; body: unknown; headers: Record<string, unknown> };

async function call(
  url: string,
  payload: unknown,
  {
    address = '10.1.0.1',
    headers = {},
    on = app,
  }: Partial<{
    address: string;
    headers: Record<string, string>;
    on: FastifyInstance;
  }> = {},
): Promise<Answer> {
  const response = await on.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers,
    payload: payload as InjectOptions['payload'],
  });
  return {
    status: response.statusCode,
    body: response.body ? (JSON.parse(response.body) as unknown) : undefined,
    headers: response.headers,
  };
}

const askLink = (email: string, address?: string) =>
  call('/api/auth/password-reset', { email }, address ? { address } : {});
const confirm = (token: string, newPassword: string) =>
  call('/api/auth/password-reset/confirm', { token, newPassword });
const signIn = (email: string, password: string) =>
  call('/api/auth/login', { email, password }, { address: '10.9.9.9' });
const fieldsOf = (body: unknown) => (body as ErrorAnswer).error.fields;

describe('forgot password, by email', () => {
  it('mails a link on the public address (never the Host asked with) that sets a new password once and signs in', async () => {
    const oldSession = await t.signUp('maya@example.com');
    const asked = await call(
      '/api/auth/password-reset',
      { email: ' Maya@Example.com ' },
      { headers: { host: '203.0.113.9' } },
    );
    expect(asked.status).toBe(204);

    const mail = await capture.waitForMail('maya@example.com');
    expect(mail.subject).toBe(RESET_MAIL_SUBJECT);
    expect(mail.from).toBe('no-reply@coach.example.com');
    const link = resetLinkIn(mail);
    expect(link.startsWith(`${PUBLIC_URL}/reset-password#token=`)).toBe(true);
    expect(mail.body).not.toContain('203.0.113.9');

    const used = await confirm(tokenOf(link), NEW_PASSWORD);
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ user: expect.objectContaining({ email: 'maya@example.com' }) });
    const cookie = sessionCookieOf(used.headers);
    // Signed in here; every session from before has ended.
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', undefined, oldSession)).status).toBe(401);
    expect((await signIn('maya@example.com', NEW_PASSWORD)).status).toBe(200);
    expect((await signIn('maya@example.com', TEST_PASSWORD)).status).toBe(401);

    // The link works once.
    const again = await confirm(tokenOf(link), 'another fine phrase here');
    expect(again.status).toBe(400);
    expect(fieldsOf(again.body)).toEqual({ token: 'has expired or was already used' });
    expect((await signIn('maya@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('answers the same whether or not the email has an account, and mails only accounts', async () => {
    await t.signUp('known@example.com');
    const own = await buildApp({
      db: t.database.db,
      services: makeServices(withTestPasswordCost({ mailer })),
      publicUrl: PUBLIC_URL,
    });
    const ask = (email: string, address: string) =>
      call('/api/auth/password-reset', { email }, { address, on: own });
    const unknown = await ask('nobody@example.com', '10.2.0.1');
    const known = await ask('known@example.com', '10.2.0.2');
    expect(unknown.status).toBe(204);
    expect(unknown).toEqual({ ...known, headers: expect.anything() });
    // Closing the app finishes the mail still on its way.
    await own.close();
    expect(capture.mailsTo('known@example.com')).toHaveLength(1);
    expect(capture.mailsTo('nobody@example.com')).toEqual([]);
  });

  it('refuses a wrong, malformed or expired token with a 400 naming the token, and a weak password naming it', async () => {
    await t.signUp('expiry@example.com');
    const wrong = await confirm('A'.repeat(43), NEW_PASSWORD);
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual({ token: 'has expired or was already used' });
    const malformed = await confirm('not a token!', NEW_PASSWORD);
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual({
      token: 'is not a reset link; open the link from the email again',
    });
    const missing = await call('/api/auth/password-reset/confirm', {});
    expect(fieldsOf(missing.body)).toEqual({ token: 'is required', newPassword: 'is required' });
    expect(fieldsOf((await call('/api/auth/password-reset', { email: 'x' })).body)).toEqual({
      email: 'must be an email address such as maya@example.com',
    });

    await askLink('expiry@example.com', '10.3.0.1');
    const token = tokenOf(resetLinkIn(await capture.waitForMail('expiry@example.com')));
    const weak = await confirm(token, 'password12');
    expect(weak.status).toBe(400);
    expect(fieldsOf(weak.body)).toEqual({
      newPassword: 'is too common; try a longer phrase of unrelated words',
    });
    // An hour on, the link no longer works.
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`true`);
    const expired = await confirm(token, NEW_PASSWORD);
    expect(expired.status).toBe(400);
    expect(fieldsOf(expired.body)).toEqual({ token: 'has expired or was already used' });
    expect((await signIn('expiry@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('mails one email at most 3 times an hour (same answer after), and one address may ask 10 times', async () => {
    await t.signUp('often@example.com');
    for (let i = 0; i < 4; i++) {
      expect((await askLink('often@example.com', `10.4.0.${i}`)).status).toBe(204);
    }
    await capture.waitForMail('often@example.com', 3);
    for (let i = 0; i < 10; i++) {
      expect((await askLink(`someone${i}@example.com`, '10.4.1.1')).status).toBe(204);
    }
    const eleventh = await askLink('often@example.com', '10.4.1.1');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
    app = await buildApp({
      db: t.database.db,
      services: makeServices(withTestPasswordCost({ mailer })),
      publicUrl: PUBLIC_URL,
    });
    expect(capture.mailsTo('often@example.com')).toHaveLength(3);
  });
});

describe('forgot password, without SMTP_URL', () => {
  it('says links are not emailed here and to ask the person who runs Coachsite', async () => {
    const off = await t.app.inject({ method: 'GET', url: '/api/auth/password-reset' });
    expect(off.json()).toEqual({ byEmail: false });
    expect((await app.inject({ method: 'GET', url: '/api/auth/password-reset' })).json()).toEqual({
      byEmail: true,
    });
    const asked = await call(
      '/api/auth/password-reset',
      { email: 'maya@example.com' },
      { on: t.app },
    );
    expect(asked.status).toBe(404);
    expect((asked.body as ErrorAnswer).error.message).toMatch(/Ask the person who runs Coachsite/);
  });
});
