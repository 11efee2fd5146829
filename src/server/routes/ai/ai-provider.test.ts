import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAi, type FakeAi } from '../../../../test/fakes/openai-server';
import { openTestDatabase } from '../../../../test/support/test-database';
import { waitFor } from '../../../../test/support/wait-for';
import type {
  KillerCopyAnswer,
  OfferAnswer,
  SocialAnswer,
  WritePageAnswer,
} from '../../../model/ai/api';
import type { ContentListAnswer } from '../../../model/ai/content';
import { EXAMPLE_AVATAR } from '../../../model/avatars/example-avatar';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openAiCompatibleProvider } from '../../integrations/ai/openai-compatible';
import { makeServices } from '../../services';
import { withTestPasswordCost } from '../../../../test/support/test-app';

let fake: FakeAi;
let database: Database;
let app: FastifyInstance;
let cookie = '';
const lines: string[] = [];

beforeAll(async () => {
  fake = await startFakeAi();
  database = await openTestDatabase();
  const ai = openAiCompatibleProvider({
    baseUrl: fake.url,
    apiKey: fake.apiKey,
    model: 'fake-model-1',
    timeoutMs: 1000,
  });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({
    db: database.db,
    services: makeServices(withTestPasswordCost({ ai, aiPerMinute: 1000 })),
    logLevel: 'trace',
    logStream,
  });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'model@example.com', password: 'correct horse battery', name: 'Model' },
  });
  cookie = String(signUp.headers['set-cookie']).split(';')[0] ?? '';
  await call('POST', '/api/avatars', EXAMPLE_AVATAR);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await fake.close();
});
beforeEach(() => {
  fake.setMode('ok');
  fake.requests.length = 0;
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  return { status: answer.statusCode, body: answer.json() as unknown, text: answer.body };
}

const kept = async () =>
  ((await call('GET', '/api/content')).body as ContentListAnswer).items.length;

describe('an OpenAI-compatible provider', () => {
  it('sends the avatar and the output schema, and answers what the model wrote with its sources', async () => {
    const answer = await call('POST', '/api/ai/generate-killer-copy', {});
    expect(answer.status).toBe(200);
    const copy = answer.body as KillerCopyAnswer;
    expect(copy.copy.headline).toBe('Lead a calm team from the fake model');
    expect(copy.provider).toBe('fake-model-1');
    // A source the model named that is no avatar field is dropped.
    expect(copy.sources).toEqual(['dreamOutcome', 'pains']);
    const [sent] = fake.requests;
    expect(sent?.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent?.body.model).toBe('fake-model-1');
    expect(sent?.body.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(sent?.body.response_format?.json_schema?.schema)).toContain('headline');
    expect(JSON.stringify(sent?.body.messages)).toContain('Overwhelmed Olivia');
  });

  it('tells the model each field’s length in words, which strict mode takes, and still holds it to them', async () => {
    await call('POST', '/api/ai/generate-killer-copy', {});
    const format = fake.requests[0]?.body.response_format?.json_schema;
    expect(format?.strict).toBe(true);
    const schema = format?.schema as {
      properties: { copy: { properties: { headline: Record<string, unknown> } } };
    };
    const headline = schema.properties.copy.properties.headline;
    expect(headline).not.toHaveProperty('maxLength');
    expect(headline.description).toMatch(/at most \d+ characters/i);

    const before = await kept();
    fake.setMode('too-long');
    const tooLong = await call('POST', '/api/ai/generate-killer-copy', {});
    expect(tooLong.status).toBe(502);
    expect(tooLong.text).toContain('not usable copy');
    expect(fake.requests).toHaveLength(3);
    expect(await kept()).toBe(before);
  });

  it('writes social posts, an offer and a page through the model', async () => {
    const social = await call('POST', '/api/ai/generate-social-content', {
      contentType: 'conversion',
    });
    expect((social.body as SocialAnswer).copy.posts[0]?.body).toContain('fake model');
    const offer = await call('POST', '/api/ai/generate-grand-slam-offer', {
      serviceType: 'coaching',
      pricePoint: 'premium',
    });
    expect((offer.body as OfferAnswer).copy.name).toBe('The Fake Model Offer');
    const created = await call('POST', '/api/websites', {
      name: 'Model page',
      template: 'course-offer',
    });
    const page = await call('POST', '/api/ai/write-page', {
      websiteId: (created.body as { id: number }).id,
    });
    expect(page.status).toBe(200);
    const proposals = (page.body as WritePageAnswer).proposals;
    expect(proposals.length).toBeGreaterThan(3);
    expect(proposals.every((p) => p.text.startsWith('Fake'))).toBe(true);
  });

  it('asks again once when the model answers invalid JSON', async () => {
    fake.setMode('invalid-json', { times: 1 });
    const answer = await call('POST', '/api/ai/generate-killer-copy', {});
    expect(answer.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it('refuses, after one more try, an answer that does not fit the schema, and keeps nothing', async () => {
    const before = await kept();
    fake.setMode('wrong-shape');
    const answer = await call('POST', '/api/ai/generate-killer-copy', {});
    expect(answer.status).toBe(502);
    expect(answer.text).toContain('not usable copy');
    expect(fake.requests).toHaveLength(2);
    expect(await kept()).toBe(before);
  });

  it('says what went wrong when the model fails, is busy or is too slow', async () => {
    fake.setMode('500');
    const failed = await call('POST', '/api/ai/generate-killer-copy', {});
    expect(failed.status).toBe(502);
    expect(failed.text).toContain('could not answer (500)');
    fake.setMode('429');
    expect((await call('POST', '/api/ai/generate-killer-copy', {})).status).toBe(503);
    fake.setMode('slow', { delayMs: 3000 });
    const slow = await call('POST', '/api/ai/generate-killer-copy', {});
    expect(slow.status).toBe(502);
    expect(slow.text).toContain('took too long');
  });

  it('logs why the provider failed for the operator, and never puts the key in an answer or a log line', async () => {
    fake.setMode('500');
    lines.length = 0;
    const answer = await call('POST', '/api/ai/generate-social-content', {});
    expect(answer.text).not.toContain(fake.apiKey);
    const failure = lines.find((line) => line.includes('could not answer (500)'));
    expect(failure, lines.join('\n')).toBeDefined();
    expect(failure).toContain('AI provider: unreachable: 500');
    expect(lines.join('\n')).not.toContain(fake.apiKey);
    expect(lines.join('\n')).not.toContain(fake.apiKey.slice(3, 15));
  });

  it('a generation the coach cancels stops the model call and is not logged as a failure', async () => {
    fake.setMode('slow', { delayMs: 800 });
    lines.length = 0;
    const asked = fake.requests.length;
    const controller = new AbortController();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const request = fetch(`${address}/api/ai/generate-killer-copy`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await waitFor('the model to be asked', () => fake.requests.length > asked);
    controller.abort();
    expect(await request).toBeInstanceOf(Error);
    await waitFor('the request to end', () =>
      lines.some((line) => /went away before its answer|unhandled error/.test(line)),
    );
    expect(lines.join('\n')).not.toContain('unhandled error');
    expect(lines.join('\n')).not.toMatch(/"statusCode":500/);
  });
});
