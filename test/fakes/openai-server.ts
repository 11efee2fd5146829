import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strictSchemaProblem } from './openai-strict';

/**
 * A fake OpenAI-compatible endpoint (issue 12): real HTTP on 127.0.0.1, POST /v1/chat/completions
 * answering JSON content for the schema it was sent. Its answers are valid by default (a slot
 * list is answered slot by slot); like OpenAI, it refuses a strict schema that strict mode cannot
 * use (openai-strict.ts); tests switch it to slow, 500, 429, invalid JSON or a wrong shape,
 * for every request or for the next few.
 */

export type FakeAiMode =
  | 'ok'
  | 'slow'
  | '500'
  | '429'
  | 'invalid-json'
  | 'wrong-shape'
  /** Killer copy whose headline runs far past any length a schema allows. */
  | 'too-long';

export type FakeAiRequest = {
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name?: string; schema?: unknown; strict?: boolean };
    };
    stream?: boolean;
    max_tokens?: number;
  };
};

export type FakeAi = {
  url: string;
  apiKey: string;
  requests: FakeAiRequest[];
  setMode: (mode: FakeAiMode, options?: { delayMs?: number; times?: number }) => void;
  close: () => Promise<void>;
};

const KILLER_COPY = {
  headline: 'Lead a calm team from the fake model',
  subheadline: 'A plan that fits your week.',
  hook: 'Does this sound like you?',
  problem: 'You work late most nights.',
  agitation: 'It costs you your evenings.',
  solution: 'We build a plan together.',
  benefits: ['Evenings back.', 'A calmer team.', 'Clear next steps.'],
  proof: '',
  callToAction: 'Book a call',
  email: {
    subject: 'Still working late?',
    previewText: 'A short note.',
    body: 'Hi there,\n\nTalk soon',
  },
};

const SOCIAL = {
  posts: [
    {
      platform: 'linkedin',
      hook: 'A hook',
      body: 'A body from the fake model.',
      callToAction: 'Book a call',
      hashtags: ['#Coaching'],
    },
  ],
};

const OFFER = {
  name: 'The Fake Model Offer',
  dreamOutcome: 'Lead a calm team.',
  perceivedLikelihood: 'Small steps.',
  timeDelay: 'Weeks, not months.',
  effortAndSacrifice: 'An hour a week.',
  valueStack: [{ item: 'Plan', description: 'A plan.', value: 1000 }],
  bonuses: [],
  guarantee: { duration: 'Money-back', text: 'Your money back.' },
  scarcity: 'Few places.',
  spots: null,
  urgency: 'Book this week.',
  price: 500,
  totalValue: 1000,
  modules: [],
  suggested: ['price', 'valueStack', 'bonuses', 'totalValue', 'guarantee', 'spots'],
};

const JOURNEY = {
  stages: ['awareness', 'consideration', 'decision', 'onboarding', 'results', 'advocacy'].map(
    (key) => ({
      key,
      questions: [`A ${key} question from the fake model?`],
      feelings: ['Curious'],
      touchpoints: [{ kind: 'email', label: `A ${key} email` }],
    }),
  ),
};

/** The copy the fake writes for a request, from the name of the schema it was sent. */
function copyFor(body: FakeAiRequest['body']): unknown {
  const name = body.response_format?.json_schema?.name;
  if (name === 'killer_copy') return KILLER_COPY;
  if (name === 'social_posts') return SOCIAL;
  if (name === 'grand_slam_offer') return OFFER;
  if (name === 'story_beat') return { suggestion: 'A beat from the fake model.' };
  if (name === 'journey_draft') return JOURNEY;
  const prompt = body.messages?.find((m) => m.role === 'user')?.content ?? '';
  const listed = prompt.slice(prompt.indexOf('Slots:\n') + 'Slots:\n'.length);
  const slots = JSON.parse(listed) as { slot: string; maxLength: number }[];
  return {
    slots: slots.map(({ slot, maxLength }) => ({ slot, text: `Fake ${slot}`.slice(0, maxLength) })),
  };
}

/** What the fake coach says, a few words per chunk. */
export const FAKE_COACH_ANSWER =
  'From the fake model: your numbers are in. Three next steps: 1. Post where your clients are. 2. Rewrite the headline. 3. Follow up every lead. Which one first?';

/** A streamed chat completion (stream: true), as OpenAI sends it: SSE chunks, then [DONE]. */
async function streamAnswer(
  response: ServerResponse,
  body: FakeAiRequest['body'],
  chunkDelayMs: number,
): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-stream',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  response.write(chunk({ role: 'assistant', content: '' }, null));
  for (const words of FAKE_COACH_ANSWER.match(/\s*\S+\s*\S*/g) ?? []) {
    if (chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
    if (response.destroyed) return;
    response.write(chunk({ content: words }, null));
  }
  response.write(chunk({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeAi(): Promise<FakeAi> {
  const apiKey = 'sk-fake-0123456789abcdef';
  const requests: FakeAiRequest[] = [];
  let mode: FakeAiMode = 'ok';
  let delayMs = 0;
  /** Requests left in the mode before it returns to 'ok' (Infinity: until changed). */
  let timesLeft = Number.POSITIVE_INFINITY;

  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(raw) as FakeAiRequest['body'];
    requests.push({ authorization: request.headers.authorization, body });
    // Like OpenAI: a key that is not this server's is refused (no key at all is let through).
    const authorization = request.headers.authorization;
    if (authorization !== undefined && authorization !== `Bearer ${apiKey}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: {
            message: `Incorrect API key provided: ${authorization.slice(7)}.`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        }),
      );
      return;
    }
    const format = body.response_format?.json_schema;
    const refused =
      format?.strict === true ? strictSchemaProblem(format.name ?? '', format.schema) : null;
    if (refused) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: {
            message: refused,
            type: 'invalid_request_error',
            param: 'response_format',
            code: null,
          },
        }),
      );
      return;
    }
    const now = timesLeft > 0 ? mode : 'ok';
    timesLeft -= 1;
    if (now === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    if (now === '500' || now === '429') {
      response.writeHead(Number(now), { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: now === '429' ? 'rate limited' : 'server error' } }),
      );
      return;
    }
    if (body.stream) {
      await streamAnswer(response, body, now === 'slow' ? delayMs : 0);
      return;
    }
    const content =
      now === 'invalid-json'
        ? '{"headline": "cut off'
        : now === 'wrong-shape'
          ? JSON.stringify({ copy: { headline: 42 }, sources: 'all of them' })
          : !body.response_format
            ? 'OK'
            : JSON.stringify({
                copy:
                  now === 'too-long'
                    ? { ...KILLER_COPY, headline: 'Lead a calm team. '.repeat(400) }
                    : copyFor(body),
                sources: ['dreamOutcome', 'pains', 'notAField'],
              });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    setMode: (next, options = {}) => {
      mode = next;
      delayMs = options.delayMs ?? 0;
      timesLeft = options.times ?? Number.POSITIVE_INFINITY;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
