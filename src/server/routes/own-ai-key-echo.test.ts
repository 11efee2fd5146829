import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-database';
import { sessionCookieOf, withTestPasswordCost } from '../../../test/support/test-app';
import type { OwnAiTestAnswer } from '../../model/ai/own-ai';
import { EXAMPLE_AVATAR } from '../../model/avatars/example-avatar';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { outboundClient } from '../integrations/outbound/guarded-fetch';
import { makeServices } from '../services';

/**
 * Issue 36: a coach's own AI provider that says her key back, escaped or encoded, in its error:
 * neither her answers nor the operator's log ever hold the key, in any of those forms.
 */

/** A key with the characters that JSON, URLs and HTML each write differently. */
const KEY = `sk-live"q/s\\b+p=e&a%c<t>'x-7Hq2Lm9Vz4Rt8Wk1`;

/** Every form the provider below says it back in. */
const ECHOES = {
  raw: KEY,
  json: JSON.stringify(KEY).slice(1, -1),
  url: encodeURIComponent(KEY),
  form: new URLSearchParams({ k: KEY }).toString().slice(2),
  base64: Buffer.from(`Bearer ${KEY}`).toString('base64'),
  hex: Buffer.from(KEY).toString('hex'),
};

/** An OpenAI-compatible endpoint that refuses every key, and says it back in every form. */
function echoingProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    const key = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    const header = Buffer.from(String(request.headers.authorization)).toString('base64');
    const said = [
      `Incorrect API key provided: ${key}.`,
      `As JSON: ${JSON.stringify({ key })}.`,
      `In the address: /v1?key=${encodeURIComponent(key)}&form=${new URLSearchParams({ k: key }).toString().slice(2)}.`,
      `Header: ${header}. Hex: ${Buffer.from(key).toString('hex')}.`,
    ].join(' ');
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: said, type: 'invalid_request_error' } }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/v1`, server });
    }),
  );
}

let provider: { url: string; server: Server };
let database: Database;
let app: FastifyInstance;
const lines: string[] = [];
let cookie = '';

beforeAll(async () => {
  provider = await echoingProvider();
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    services: makeServices(
      withTestPasswordCost({
        outbound: outboundClient({ allowPrivate: true, timeoutMs: 5000 }),
        aiPerMinute: 1000,
      }),
    ),
    logLevel: 'trace',
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'maya@example.com', password: 'correct horse battery', name: 'Maya' },
  });
  cookie = sessionCookieOf(signup.headers);
  await app.inject({
    method: 'POST',
    url: '/api/avatars',
    headers: { cookie },
    payload: EXAMPLE_AVATAR,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await new Promise((resolve) => provider?.server.close(resolve));
});

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  app.inject({ method, url, headers: { cookie }, payload });

describe('a provider that says the coach’s key back, escaped and encoded', () => {
  it('never gets the key, in any form, into her answers or the operator’s log', async () => {
    const saved = await call('PUT', '/api/account/ai', {
      provider: 'other',
      baseUrl: provider.url,
      model: 'echo-model',
      apiKey: KEY,
    });
    expect(saved.statusCode).toBe(200);

    const tested = await call('POST', '/api/account/ai/test', {});
    const answer = tested.json<OwnAiTestAnswer>();
    expect(answer.ok).toBe(false);
    // She is still told what it said, her key taken out of every form.
    expect(answer.message).toContain('answered 401: Incorrect API key provided: [your key].');
    const generation = await call('POST', '/api/ai/generate-killer-copy', {});
    expect(generation.statusCode).toBe(502);
    expect(generation.body).toContain('refused the request (401)');

    const log = lines.join('');
    expect(log).toContain('AI provider: refused: 401 Incorrect API key provided: [key].');
    for (const [form, echo] of Object.entries(ECHOES)) {
      expect(tested.body, `the test's answer, ${form}`).not.toContain(echo);
      expect(generation.body, `the generation's answer, ${form}`).not.toContain(echo);
      expect(log, `the log, ${form}`).not.toContain(echo);
    }
  });
});
