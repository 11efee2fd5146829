import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGhl, type ContactJson, type ProviderErrorBody } from './ghl-server';
import { providerClient } from './ghl/test-client';

const fake = await startFakeGhl();
const call = providerClient(fake);
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const upsert = (email: string) =>
  call<{ new: boolean; contact: ContactJson }>('POST', '/contacts/upsert', {
    locationId: fake.locationId,
    email,
  });

describe('the fake GoHighLevel: headers', () => {
  it('answers the connection check with the seeded location', async () => {
    const { status, body } = await call<{ location: { id: string; name: string } }>(
      'GET',
      `/locations/${fake.locationId}`,
    );
    expect(status).toBe(200);
    expect(body.location).toMatchObject({ id: fake.locationId, name: 'Maya Rivers Coaching' });
    expect(fake.apiKey).toMatch(/^pit-[0-9a-f-]{36}$/);
    expect(fake.locationId).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('refuses a missing or unknown Version header with 401, as the provider does', async () => {
    for (const version of [null, '2020-01-01']) {
      const { status, body } = await call('GET', `/locations/${fake.locationId}`, undefined, {
        Version: version,
      });
      expect(status).toBe(401);
      expect(body).toEqual({ statusCode: 401, message: 'version header was not found.' });
    }
  });

  it('takes 2021-04-15 on the calendar calls only', async () => {
    const calendars = await call('GET', `/calendars/?locationId=${fake.locationId}`, undefined, {
      Version: '2021-04-15',
    });
    const contacts = await call('GET', `/contacts/?locationId=${fake.locationId}`, undefined, {
      Version: '2021-04-15',
    });
    expect([calendars.status, contacts.status]).toEqual([200, 401]);
  });

  it('refuses a missing or wrong bearer token with 401 Invalid JWT', async () => {
    const wrong = await providerClient(fake, 'pit-not-a-real-token')(
      'GET',
      `/locations/${fake.locationId}`,
    );
    const missing = await call('GET', `/locations/${fake.locationId}`, undefined, {
      Authorization: null,
    });
    for (const answer of [wrong, missing]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ statusCode: 401, message: 'Invalid JWT' });
    }
  });

  it("scopes a token to its location: another location's id or record answers 403", async () => {
    const other = fake.addLocation('Other Coach');
    const otherCall = providerClient(fake, other.apiKey);
    const forbidden = {
      statusCode: 403,
      message: 'The token does not have access to this location.',
    };
    const seededContact = fake.contacts()[0]?.id ?? '';

    expect((await otherCall('GET', `/locations/${fake.locationId}`)).body).toEqual(forbidden);
    expect((await otherCall('GET', `/contacts/?locationId=${fake.locationId}`)).status).toBe(403);
    expect((await otherCall('GET', `/contacts/${seededContact}`)).status).toBe(403);
    const own = await otherCall<{ contacts: unknown[] }>(
      'GET',
      `/contacts/?locationId=${other.id}`,
    );
    expect(own.body.contacts).toEqual([]);
  });

  it('sends the X-RateLimit headers with every answer, errors included', async () => {
    const ok = await call('GET', `/locations/${fake.locationId}`);
    const refused = await call('GET', `/locations/${fake.locationId}`, undefined, {
      Version: null,
    });
    for (const { headers } of [ok, refused]) {
      expect(headers.get('x-ratelimit-max')).toBe('100');
      expect(headers.get('x-ratelimit-interval-milliseconds')).toBe('10000');
      expect(headers.get('x-ratelimit-limit-daily')).toBe('200000');
      expect(Number(headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
      expect(headers.get('x-ratelimit-daily-remaining')).not.toBeNull();
    }
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('answers 429 with Retry-After once the burst limit is spent', async () => {
    const limited = await startFakeGhl({ rateLimit: { max: 2 } });
    const limitedCall = providerClient(limited);
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limitedCall('GET', `/locations/${limited.locationId}`)).status);
      }
      const over = await limitedCall('GET', `/locations/${limited.locationId}`);
      expect(statuses).toEqual([200, 200, 429]);
      expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });

  it('answers malformed JSON with 400 and unknown routes with 404', async () => {
    const bad = await call<ProviderErrorBody>('POST', '/contacts/upsert', '{"email":');
    const unknown = await call('GET', '/contacts/x/y/z');
    expect(bad.status).toBe(400);
    expect(bad.body.statusCode).toBe(400);
    expect(unknown.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /contacts/x/y/z',
      error: 'Not Found',
    });
  });
});

describe('the fake GoHighLevel: test controls', () => {
  it("'down' refuses connections until it is 'up' again", async () => {
    await fake.setMode('down');
    await expect(call('GET', `/locations/${fake.locationId}`)).rejects.toThrow();
    await fake.setMode('up');
    expect((await call('GET', `/locations/${fake.locationId}`)).status).toBe(200);
  });

  it("'slow' answers after the delay, and still applies the write", async () => {
    await fake.setMode('slow', { delayMs: 300 });
    const started = Date.now();
    const answer = await upsert('slow@example.com');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.body.new).toBe(true);
    expect(fake.contacts().some((c) => c.email === 'slow@example.com')).toBe(true);
  });

  it("'429', '500' and '503' answer every call with that status and apply nothing", async () => {
    for (const mode of ['429', '500', '503'] as const) {
      await fake.setMode(mode, { retryAfterSeconds: 7 });
      const { status, headers, body } = await upsert(`${mode}@example.com`);
      expect(status).toBe(Number(mode));
      expect(body).toMatchObject({ statusCode: Number(mode) });
      expect(headers.get('retry-after')).toBe(mode === '500' ? null : '7');
    }
    const emails = fake.contacts().map((c) => c.email);
    expect(emails).not.toContain('429@example.com');
    expect(emails).not.toContain('500@example.com');
  });

  it('failNext fails exactly the next n calls', async () => {
    fake.failNext(2, 502);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call('GET', `/locations/${fake.locationId}`)).status);
    expect(statuses).toEqual([502, 502, 200]);
  });

  it('dropNext destroys the connection before anything is applied', async () => {
    fake.dropNext(1);
    await expect(upsert('dropped@example.com')).rejects.toThrow();
    expect(fake.contacts().some((c) => c.email === 'dropped@example.com')).toBe(false);
  });

  it('applyThenDropAnswer applies the write and loses its answer; a retry finds the contact', async () => {
    const before = fake.contacts().length;
    fake.applyThenDropAnswer(1);
    await expect(upsert('lost.answer@example.com')).rejects.toThrow();
    expect(fake.contacts()).toHaveLength(before + 1);
    const retry = await upsert('lost.answer@example.com');
    expect(retry.body.new).toBe(false);
    expect(fake.contacts()).toHaveLength(before + 1);
    expect(fake.requests.map((r) => r.status)).toEqual(['dropped', 200]);
  });

  it('logs every request without the token, and waitFor resolves on a condition', async () => {
    const waiting = fake.waitFor(() =>
      fake.contacts().some((c) => c.email === 'logged@example.com'),
    );
    await upsert('logged@example.com');
    await waiting;
    const [entry] = fake.requests;
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/contacts/upsert',
      body: { locationId: fake.locationId, email: 'logged@example.com' },
      auth: 'valid',
      status: 200,
    });
    expect(entry?.headers.version).toBe('2021-07-28');
    expect(JSON.stringify(fake.requests)).not.toContain(fake.apiKey);
  });

  it('reset brings back the seeded state with the same ids', async () => {
    const seededIds = fake.contacts().map((c) => c.id);
    const first = await upsert('one@example.com');
    await fake.reset();
    expect(fake.contacts().map((c) => c.id)).toEqual(seededIds);
    expect(fake.requests).toHaveLength(0);
    const again = await upsert('one@example.com');
    expect(again.body.contact.id).toBe(first.body.contact.id);
  });
});
