import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_COACH_ANSWER, startFakeAi, type FakeAi } from '../../../test/fakes/openai-server';
import { openTestDatabase } from '../../../test/support/test-database';
import { withTestPasswordCost } from '../../../test/support/test-app';
import type { KillerCopyAnswer } from '../../model/ai/api';
import type { OwnAiAnswer, OwnAiTestAnswer } from '../../model/ai/own-ai';
import { EXAMPLE_AVATAR } from '../../model/avatars/example-avatar';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { ownAiSettings } from '../db/schema';
import { openAiCompatibleProvider } from '../integrations/ai/openai-compatible';
import { outboundClient, type OutboundOptions } from '../integrations/outbound/guarded-fetch';
import type { Resolver } from '../integrations/outbound/guarded-lookup';
import { makeServices } from '../services';

/** A fake DNS for the refusals: names that point inside. */
const fakeDns: Resolver = async (hostname) => {
  const names: Record<string, string> = {
    'loopback.test': '127.0.0.1',
    'metadata.test': '169.254.169.254',
    'public.test': '8.8.8.8',
  };
  const address = names[hostname];
  if (!address) throw new Error(`ENOTFOUND ${hostname}`);
  return [{ address, family: 4 }];
};

type Running = {
  app: FastifyInstance;
  database: Database;
  lines: string[];
  call: (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string,
  ) => Promise<{ status: number; body: unknown; text: string }>;
  signUp: (email: string) => Promise<string>;
};

/** The real app on a fresh database, its log captured, with this outbound policy and operator AI. */
async function start(outbound: OutboundOptions, operator: FakeAi | null): Promise<Running> {
  const database = await openTestDatabase();
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const ai = operator
    ? openAiCompatibleProvider({
        baseUrl: operator.url,
        apiKey: operator.apiKey,
        model: 'operator-model',
        timeoutMs: 5000,
      })
    : undefined;
  const app = await buildApp({
    db: database.db,
    services: makeServices(
      withTestPasswordCost({
        outbound: outboundClient({ resolve: fakeDns, timeoutMs: 5000, ...outbound }),
        aiPerMinute: 1000,
        ...(ai ? { ai } : {}),
      }),
    ),
    logLevel: 'trace',
    logStream,
  });
  const call: Running['call'] = async (method, url, payload, cookie) => {
    const answer = await app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    return {
      status: answer.statusCode,
      body: answer.body ? (JSON.parse(answer.body) as unknown) : undefined,
      text: answer.body,
    };
  };
  const signUp = async (email: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'correct horse battery', name: 'Maya' },
    });
    const cookie = String(answer.headers['set-cookie']).split(';')[0] ?? '';
    await call('POST', '/api/avatars', EXAMPLE_AVATAR, cookie);
    return cookie;
  };
  return { app, database, lines, call, signUp };
}

describe('a coach’s own AI (ALLOW_PRIVATE_OUTBOUND on, to reach the fake models)', () => {
  let coachModel: FakeAi;
  let operatorModel: FakeAi;
  let running: Running;
  let maya = '';
  let sam = '';

  beforeAll(async () => {
    coachModel = await startFakeAi();
    operatorModel = await startFakeAi();
    running = await start({ allowPrivate: true }, operatorModel);
    maya = await running.signUp('maya@example.com');
    sam = await running.signUp('sam@example.com');
  });
  afterAll(async () => {
    await running.app.close();
    await running.database.close();
    await coachModel.close();
    await operatorModel.close();
  });

  const ownAi = () => ({
    provider: 'other',
    baseUrl: coachModel.url,
    model: 'fake-model-1',
    apiKey: coachModel.apiKey,
  });

  it('keeps the key sealed, shows its last 4 only, and tests the connection with one tiny call', async () => {
    const empty = await running.call('GET', '/api/account/ai', undefined, maya);
    expect(empty.body).toEqual({ configured: false, privateAllowed: true });

    const saved = await running.call('PUT', '/api/account/ai', ownAi(), maya);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      configured: true,
      privateAllowed: true,
      provider: 'other',
      baseUrl: coachModel.url,
      model: 'fake-model-1',
      keyHint: coachModel.apiKey.slice(-4),
    });
    const [stored] = await running.database.db.select().from(ownAiSettings);
    expect(stored?.keySealed).toMatch(/^v1\./);
    expect(stored?.keySealed).not.toContain(coachModel.apiKey);

    const tested = await running.call('POST', '/api/account/ai/test', {}, maya);
    expect(tested.body).toEqual({
      ok: true,
      message: `Connected: fake-model-1 at ${coachModel.url} answered.`,
    });
    expect(coachModel.requests.at(-1)?.body.max_tokens).toBe(5);
    expect(coachModel.requests.at(-1)?.authorization).toBe(`Bearer ${coachModel.apiKey}`);
  });

  it('writes with the coach’s own AI for that coach only, and records which provider wrote it', async () => {
    await running.call('PUT', '/api/account/ai', ownAi(), maya);
    const coachCalls = coachModel.requests.length;
    const operatorCalls = operatorModel.requests.length;

    const mine = await running.call('POST', '/api/ai/generate-killer-copy', {}, maya);
    expect(mine.status).toBe(200);
    expect((mine.body as KillerCopyAnswer).copy.headline).toBe(
      'Lead a calm team from the fake model',
    );
    expect((mine.body as KillerCopyAnswer).provider).toBe('own:other:fake-model-1');
    expect(coachModel.requests).toHaveLength(coachCalls + 1);
    expect(coachModel.requests.at(-1)?.authorization).toBe(`Bearer ${coachModel.apiKey}`);

    // Sam has no AI of his own: the operator's model writes for him, with the operator's key.
    const his = await running.call('POST', '/api/ai/generate-killer-copy', {}, sam);
    expect((his.body as KillerCopyAnswer).provider).toBe('operator-model');
    expect(coachModel.requests).toHaveLength(coachCalls + 1);
    expect(operatorModel.requests).toHaveLength(operatorCalls + 1);
    expect(operatorModel.requests.at(-1)?.authorization).toBe(`Bearer ${operatorModel.apiKey}`);

    const library = await running.call('GET', '/api/content', undefined, maya);
    const items = (library.body as { items: { provider: string }[] }).items;
    expect(items[0]?.provider).toBe('own:other:fake-model-1');
  });

  it('answers in the AI Business Coach with the coach’s own AI too', async () => {
    await running.call('PUT', '/api/account/ai', ownAi(), maya);
    const before = coachModel.requests.length;
    const created = await running.call('POST', '/api/coach/conversations', {}, maya);
    const answer = await running.app.inject({
      method: 'POST',
      url: `/api/coach/conversations/${(created.body as { id: number }).id}/messages`,
      headers: { cookie: maya },
      payload: { content: 'How should I price my package?' },
    });
    // The last event holds the whole answer, as kept.
    expect(answer.body).toContain(JSON.stringify(FAKE_COACH_ANSWER));
    expect(coachModel.requests).toHaveLength(before + 1);
    expect(coachModel.requests.at(-1)?.body.stream).toBe(true);
    expect(coachModel.requests.at(-1)?.authorization).toBe(`Bearer ${coachModel.apiKey}`);
  });

  it('says what a provider answered about a wrong key, without the key, in answers and logs', async () => {
    const wrongKey = 'sk-wrong-key-never-shown-4321';
    await running.call('PUT', '/api/account/ai', { ...ownAi(), apiKey: wrongKey }, maya);
    const tested = await running.call('POST', '/api/account/ai/test', {}, maya);
    const answer = tested.body as OwnAiTestAnswer;
    expect(answer.ok).toBe(false);
    expect(answer.message).toContain('answered 401: Incorrect API key provided');
    const generation = await running.call('POST', '/api/ai/generate-killer-copy', {}, maya);
    expect(generation.status).toBe(502);
    expect(generation.text).toContain('refused the request (401)');

    const everything = [tested.text, generation.text, running.lines.join('')].join('\n');
    expect(running.lines.join('')).toContain('AI provider: refused');
    for (const key of [wrongKey, coachModel.apiKey]) expect(everything).not.toContain(key);
    const read = await running.call('GET', '/api/account/ai', undefined, maya);
    expect(read.text).not.toContain(wrongKey);
    expect((read.body as OwnAiAnswer & { keyHint: string }).keyHint).toBe('4321');
  });

  it('refuses bad settings with a 400 naming the field, and keeps what was stored', async () => {
    await running.call('PUT', '/api/account/ai', ownAi(), maya);
    const before = await running.call('GET', '/api/account/ai', undefined, maya);
    const bad: [object, string][] = [
      [{ ...ownAi(), baseUrl: undefined }, 'baseUrl'],
      [{ ...ownAi(), model: '' }, 'model'],
      [{ ...ownAi(), provider: 'skynet' }, 'provider'],
      [{ ...ownAi(), apiKey: 'sk has spaces' }, 'apiKey'],
      [{ ...ownAi(), extra: 1 }, 'extra'],
      [{ provider: 'groq', model: 'llama' }, 'apiKey'],
      [{ ...ownAi(), baseUrl: 'https://169.254.169.254/v1' }, 'baseUrl'],
      [{ ...ownAi(), baseUrl: 'ftp://example.com' }, 'baseUrl'],
    ];
    for (const [body, field] of bad) {
      const answer = await running.call('PUT', '/api/account/ai', body, maya);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((answer.body as { error: { fields: object } }).error.fields)).toContain(
        field,
      );
    }
    expect((await running.call('GET', '/api/account/ai', undefined, maya)).body).toEqual(
      before.body,
    );
    // Sent back whole, the answer keeps the key; a key is kept for the same provider only.
    const again = await running.call('PUT', '/api/account/ai', before.body as object, maya);
    expect(again.body).toEqual(before.body);
  });

  it('goes back to the operator’s AI when the coach removes their own', async () => {
    await running.call('PUT', '/api/account/ai', ownAi(), maya);
    expect((await running.call('DELETE', '/api/account/ai', undefined, maya)).status).toBe(204);
    const written = await running.call('POST', '/api/ai/generate-killer-copy', {}, maya);
    expect((written.body as KillerCopyAnswer).provider).toBe('operator-model');
    const tested = await running.call('POST', '/api/account/ai/test', {}, maya);
    expect(tested.status).toBe(400);
  });
});

describe('with ALLOW_PRIVATE_OUTBOUND unset', () => {
  let running: Running;
  let maya = '';
  let redirector: Server;
  let redirectorUrl = '';

  beforeAll(async () => {
    // Stands for a public provider that redirects inside: only its own address is let through.
    redirector = createServer((_request, response) => {
      response.writeHead(307, { location: 'https://metadata.test/latest/meta-data/' }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.3', resolve));
    redirectorUrl = `http://127.0.0.3:${(redirector.address() as AddressInfo).port}/v1`;
    running = await start({ allowPrivate: false, allowAddresses: ['127.0.0.3'] }, null);
    maya = await running.signUp('maya@example.com');
  });
  afterAll(async () => {
    await running.app.close();
    await running.database.close();
    redirector.close();
  });

  it('refuses loopback, private, link-local and metadata addresses, and names that lead there', async () => {
    const addresses = [
      'https://127.0.0.2/v1',
      'https://[::1]/v1',
      'https://10.0.0.1/v1',
      'https://192.168.1.10/v1',
      'https://169.254.169.254/v1',
      'https://loopback.test/v1',
      'https://metadata.test/v1',
      'http://public.test/v1',
    ];
    for (const baseUrl of addresses) {
      const answer = await running.call(
        'PUT',
        '/api/account/ai',
        { provider: 'other', baseUrl, model: 'm', apiKey: 'sk-1234' },
        maya,
      );
      expect(answer.status, baseUrl).toBe(400);
      expect(answer.body).toEqual({
        error: {
          code: 'bad_request',
          message: 'baseUrl must be a public https address',
          fields: { baseUrl: 'must be a public https address' },
        },
      });
    }
    expect((await running.call('GET', '/api/account/ai', undefined, maya)).body).toEqual({
      configured: false,
      privateAllowed: false,
    });
    const ollama = await running.call(
      'PUT',
      '/api/account/ai',
      { provider: 'ollama', model: 'llama3' },
      maya,
    );
    expect(ollama.status).toBe(400);
    expect(ollama.body).toMatchObject({ error: { fields: { provider: expect.any(String) } } });
  });

  it('refuses a redirect to a metadata address when testing and when writing', async () => {
    const saved = await running.call(
      'PUT',
      '/api/account/ai',
      { provider: 'other', baseUrl: redirectorUrl, model: 'm', apiKey: 'sk-redirected-9999' },
      maya,
    );
    expect(saved.status).toBe(200);
    const tested = await running.call('POST', '/api/account/ai/test', {}, maya);
    expect(tested.body).toEqual({
      ok: false,
      message: `${redirectorUrl}'s address must be a public https address.`,
    });
    const written = await running.call('POST', '/api/ai/generate-killer-copy', {}, maya);
    expect(written.status).toBe(502);
    expect(written.text).toContain("The AI provider's address must be a public https address.");
  });
});
