import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParser } from 'eventsource-parser';
import { NEW_MUM } from '../../../test/support/avatars';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { FAKE_COACH_ANSWER, startFakeAi, type FakeAi } from '../../../test/fakes/openai-server';
import type { Conversation, ConversationsAnswer } from '../../model/coach/conversation';
import { buildApp } from '../app';
import { NO_INVENTED_FIGURES } from '../integrations/ai/coach-prompt';
import { openAiCompatibleProvider } from '../integrations/ai/openai-compatible';
import { makeServices } from '../services';

const t = setupTestApp(undefined, { aiPerMinute: 6 });

type Event = { event: string; data: unknown };

function eventsOf(body: string): Event[] {
  const events: Event[] = [];
  const parser = createParser({
    onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }),
  });
  parser.feed(body);
  return events;
}

const answerOf = (events: Event[]) =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => (e.data as { text: string }).text)
    .join('');

async function say(id: number, content: string, as?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/coach/conversations/${id}/messages`,
    headers: { cookie: as ?? t.cookie },
    payload: { content },
  });
}

async function newConversation(title?: string, as?: string): Promise<Conversation> {
  const created = await t.call('POST', '/api/coach/conversations', title ? { title } : {}, as);
  expect(created.status).toBe(201);
  return created.body as Conversation;
}

describe('the coach’s conversations', () => {
  it('are kept, listed, renamed and deleted', async () => {
    const first = await newConversation();
    expect(first).toMatchObject({ title: 'New session', messageCount: 0, messages: [] });
    const named = await newConversation('Pricing for spring');
    const list = (await t.call('GET', '/api/coach/conversations')).body as ConversationsAnswer;
    expect(list.conversations.map((c) => c.id)).toEqual([named.id, first.id]);
    const renamed = await t.call('PATCH', `/api/coach/conversations/${first.id}`, {
      title: 'My Q1 plan',
    });
    expect((renamed.body as Conversation).title).toBe('My Q1 plan');
    expect((await t.call('DELETE', `/api/coach/conversations/${named.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/coach/conversations/${named.id}`)).status).toBe(404);
  });

  it('refuses bad input naming the field, and another coach sees none of them', async () => {
    const mine = await newConversation('Mine');
    const bad: [string, string, unknown, string][] = [
      ['POST', '/api/coach/conversations', { title: '' }, 'title'],
      ['POST', '/api/coach/conversations', { title: 'x', owner: 2 }, 'owner'],
      ['PATCH', `/api/coach/conversations/${mine.id}`, { title: ' ' }, 'title'],
      ['POST', `/api/coach/conversations/${mine.id}/messages`, { content: '' }, 'content'],
      [
        'POST',
        `/api/coach/conversations/${mine.id}/messages`,
        { content: 'x'.repeat(4001) },
        'content',
      ],
      ['GET', '/api/coach/conversations/abc', undefined, 'id'],
    ];
    for (const [method, url, body, field] of bad) {
      const answer = await t.call(method as 'POST', url, body);
      expect(answer.status, `${method} ${url}`).toBe(400);
      expect(Object.keys((answer.body as { error: { fields: object } }).error.fields)).toContain(
        field,
      );
    }
    const other = await t.signUp('coach-other@example.com');
    for (const [method, url, body] of [
      ['GET', `/api/coach/conversations/${mine.id}`, undefined],
      ['PATCH', `/api/coach/conversations/${mine.id}`, { title: 'Theirs' }],
      ['DELETE', `/api/coach/conversations/${mine.id}`, undefined],
      ['POST', `/api/coach/conversations/${mine.id}/messages`, { content: 'Hello' }],
    ] as const) {
      expect((await t.call(method, url, body, other)).status, `${method} ${url}`).toBe(404);
    }
    const theirs = (await t.call('GET', '/api/coach/conversations', undefined, other))
      .body as ConversationsAnswer;
    expect(theirs.conversations).toEqual([]);
    const kept = (await t.call('GET', `/api/coach/conversations/${mine.id}`)).body as Conversation;
    expect(kept).toMatchObject({ title: 'Mine', messageCount: 0 });
  });
});

describe('a coaching session with the offline coach', () => {
  it('streams an answer that reads the coach’s numbers and says what it can help with, then answers the question asked', async () => {
    await t.call('POST', '/api/avatars', NEW_MUM);
    const session = await newConversation();
    const first = await say(session.id, 'Hello, how are you?');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(first.body);
    expect(events[0]?.event).toBe('start');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(20);
    expect(events.at(-1)?.event).toBe('done');
    const opening = answerOf(events);
    expect(opening).toContain('your pages had 0 views from 0 visitors');
    expect(opening).toContain('You serve Tired Tess.');
    expect(opening).toContain('I can help with your pricing, getting more calls and leads');
    const done = events.at(-1)?.data as { message: { content: string; status: string } };
    expect(done.message).toMatchObject({ content: opening, status: 'complete' });

    const second = answerOf(
      eventsOf((await say(session.id, 'I want more clients this spring')).body),
    );
    expect(second).toContain('You asked: “I want more clients this spring”');
    expect(second).toContain('Here is my read on getting more calls and leads');
    expect(second).not.toContain('your pages had 0 views');
    expect(second).toMatch(/1\. .+\n2\. .+\n3\. /);
    expect(second).toContain('Publish one page');
    expect(second).not.toMatch(/\d+ (clients|sales)/);

    const kept = (await t.call('GET', `/api/coach/conversations/${session.id}`))
      .body as Conversation;
    expect(kept.title).toBe('Hello, how are you?');
    expect(kept.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(kept.messages[3]?.content).toBe(second);
  });

  it('stops when the coach presses Stop, and keeps the answer as far as it got', async () => {
    const session = await newConversation();
    // Over real HTTP: Stop is the browser closing the connection.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    {
      const stop = new AbortController();
      const response = await fetch(`${address}/api/coach/conversations/${session.id}/messages`, {
        method: 'POST',
        headers: { cookie: t.cookie, 'content-type': 'application/json', origin: address },
        body: JSON.stringify({ content: 'Hi there' }),
        signal: stop.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body?.getReader();
      let seen = '';
      while (!seen.includes('event: delta')) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        seen += new TextDecoder().decode(chunk.value);
      }
      stop.abort();
      const stopped = async () => {
        const kept = (await t.call('GET', `/api/coach/conversations/${session.id}`))
          .body as Conversation;
        return kept.messages[1];
      };
      await expect.poll(async () => (await stopped())?.status).toBe('stopped');
      const partial = (await stopped())?.content ?? '';
      expect(partial.length).toBeGreaterThan(0);
      expect(partial.length).toBeLessThan(200);
      expect(partial.trimStart().startsWith('Hello')).toBe(true);
    }
  });
});

describe('the offline coach answers the question asked, from the coach’s own data', () => {
  it('gives three questions three answers with the coach’s own offer and price, and says it cannot count Calendly’s bookings', async () => {
    const website = await createWebsite(t, {
      name: 'Calm Mums',
      template: 'coaching-offer',
      settings: { bookingCalendar: { url: 'https://calendly.com/dana/energy-call' } },
    });
    const cards = website.sections
      .flatMap((s) => s.elements)
      .filter((e) => e.type === 'pricing-card');
    const [mine, ...others] = cards;
    expect(mine).toBeDefined();
    const saved = await t.call('PATCH', `/api/elements/${mine?.id}`, {
      content: { ...mine?.content, title: 'Energy Reset', price: '$450' },
    });
    expect(saved.status).toBe(200);
    for (const card of others) {
      expect((await t.call('DELETE', `/api/elements/${card.id}`)).status).toBe(204);
    }
    expect((await t.call('POST', `/api/websites/${website.id}/publish`)).status).toBe(201);
    // Her product in My offers comes first, with its length, format and booking link.
    const offer = await t.call('POST', '/api/offers', {
      name: 'Energy Reset 1:1',
      price: '450',
      duration: '6 weeks',
      format: '1:1 calls',
      includes: ['Weekly calls', 'A sleep plan'],
      bookingLink: 'https://calendly.com/dana/energy-call',
    });
    expect(offer.status).toBe(201);

    const ask = async (question: string) => {
      const session = await newConversation();
      return answerOf(eventsOf((await say(session.id, question)).body));
    };
    const pricing = await ask('How should I price my coaching package?');
    const calls = await ask('How do I get more discovery calls?');
    const posts = await ask('What should I post this week?');
    expect(new Set([pricing, calls, posts]).size).toBe(3);
    expect(pricing).toContain('Here is my read on your pricing');
    expect(pricing).toContain(
      'Your offer “Energy Reset 1:1” (6 weeks, 1:1 calls) at $450 and your pricing card “Energy Reset” on Calm Mums asks $450.',
    );

    expect(pricing).toContain('“feel like herself again and have the energy to enjoy her baby”');
    expect(calls).toContain('Here is my read on getting more calls and leads');
    expect(calls).toContain('Your bookings go through Calendly, which I cannot count');
    expect(calls).toContain('with your Calendly link');
    expect(posts).toContain('Here is my read on what to post');
    expect(posts).toContain('“surviving on coffee and broken sleep”');
    expect(posts).toContain(
      'One post with your offer “Energy Reset 1:1” and a deadline, linking to https://calendly.com/dana/energy-call.',
    );
    for (const answer of [pricing, calls, posts]) {
      expect(answer).not.toMatch(/\b0 booked calls?\b/);
      // Only the coach's own numbers (the price, the 30 days, none counted so far), and the steps'.
      const unnumbered = answer.replace(/^\d+\. /gm, '');
      for (const [n] of unnumbered.matchAll(/\d+(?:[.,]\d+)*%?/g)) {
        expect(['450', '30', '0', '6', '1'], `${n} in ${answer}`).toContain(n);
      }
    }
  });
});

describe('the coach’s limits and provider', () => {
  let fake: FakeAi;
  beforeAll(async () => {
    fake = await startFakeAi();
  });
  afterAll(() => fake.close());

  const streamed = setupTestApp(undefined, () => ({
    aiPerMinute: 2,
    ai: openAiCompatibleProvider({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      model: 'fake-model-1',
      timeoutMs: 5000,
    }),
  }));
  const post = (id: number, content: string) =>
    streamed.app.inject({
      method: 'POST',
      url: `/api/coach/conversations/${id}/messages`,
      headers: { cookie: streamed.cookie },
      payload: { content },
    });

  it('streams a model’s answer, says when the model fails and keeps what it had, and limits messages a minute', async () => {
    const website = await createWebsite(streamed, { template: 'coaching-offer' });
    const card = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'pricing-card');
    await streamed.call('PATCH', `/api/elements/${card?.id}`, {
      content: { ...card?.content, title: 'Energy Reset', price: '$450' },
    });
    const created = await streamed.call('POST', '/api/coach/conversations', {});
    const id = (created.body as Conversation).id;
    const ok = eventsOf((await post(id, 'How should I price my package?')).body);
    expect(answerOf(ok)).toBe(FAKE_COACH_ANSWER);
    const request = fake.requests.at(-1)?.body;
    expect(request?.stream).toBe(true);
    expect(JSON.stringify(request?.messages)).toContain('How should I price my package?');
    const system = request?.messages?.find((m) => m.role === 'system')?.content ?? '';
    expect(system).toContain('"figures":{"days":30');
    // The coach's own price, said to be theirs, and the rule against inventing figures.
    expect(system).toContain('Their own offers and prices: "Energy Reset" at $450');
    expect(system).toContain(NO_INVENTED_FIGURES);
    expect(system).toContain('Their own figures for the last 30 days: 0 views, 0 visitors');

    fake.setMode('500', { times: 1 });
    const failed = eventsOf((await post(id, 'And my content plan?')).body);
    expect(failed.find((e) => e.event === 'error')?.data).toEqual({
      message: 'The AI provider could not answer (500). Please try again.',
    });
    expect((failed.at(-1)?.data as { message: { status: string } }).message.status).toBe('failed');

    const limited = await post(id, 'One more?');
    expect(limited.statusCode).toBe(429);
    expect(JSON.parse(limited.body).error.message).toBe(
      'Too many messages in a minute. Please wait a moment and try again.',
    );
    const kept = (await streamed.call('GET', `/api/coach/conversations/${id}`))
      .body as Conversation;
    expect(kept.messages).toHaveLength(4);
    expect(kept.messages.map((m) => m.content)).not.toContain('One more?');
  });
});

it('is not reached without a session', async () => {
  const app = await buildApp({
    db: t.database.db,
    services: makeServices(withTestPasswordCost({})),
  });
  const answer = await app.inject({ method: 'GET', url: '/api/coach/conversations' });
  expect(answer.statusCode).toBe(401);
  await app.close();
});
