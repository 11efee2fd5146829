import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAi, type FakeAi } from '../../../../test/fakes/openai-server';
import { setupTestApp } from '../../../../test/support/test-app';
import { EXAMPLE_AVATAR } from '../../../model/avatars/example-avatar';
import type { StoryBeatAnswer } from '../../../model/stories/frameworks';
import { openAiCompatibleProvider } from '../../integrations/ai/openai-compatible';

let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());

const offline = setupTestApp();
const remote = setupTestApp(undefined, () => ({
  ai: openAiCompatibleProvider({
    baseUrl: fake.url,
    apiKey: fake.apiKey,
    model: 'fake-model-1',
    timeoutMs: 1000,
  }),
}));

type Failure = { error: { message: string; fields?: Record<string, string> } };

const BEFORE = 'Dana ran her agency from her kitchen table until midnight.';

describe('a suggestion for one beat of a story', () => {
  it('writes from the current avatar and the coach’s other beats, without inventing numbers', async () => {
    expect((await offline.call('POST', '/api/avatars', EXAMPLE_AVATAR)).status).toBe(201);
    const answer = await offline.call('POST', '/api/ai/story-beat', {
      framework: 'heros-journey',
      beat: 'challenge',
      person: 'Dana',
      notes: { ordinary: BEFORE },
    });
    expect(answer.status).toBe(200);
    const beat = answer.body as StoryBeatAnswer;
    expect(beat.provider).toBe('offline');
    expect(beat.avatarName).toBe(EXAMPLE_AVATAR.name);
    expect(beat.sources).toContain('notes.ordinary');
    expect(beat.sources.some((s) => s !== 'notes.ordinary')).toBe(true);
    // It follows on from step 1 without saying step 1 again (issue 24: it went onto the page twice).
    expect(beat.suggestion).not.toContain('kitchen table');
    const numbers = beat.suggestion.match(/[0-9]+/g) ?? [];
    const given = `${JSON.stringify(EXAMPLE_AVATAR)} ${BEFORE}`;
    for (const n of numbers) expect(given).toContain(n);
  });

  it('still suggests without an avatar, from the notes alone, in the coach’s own voice for their own story', async () => {
    const coach = await offline.signUp('no-avatar-story@example.com');
    const answer = await offline.call(
      'POST',
      '/api/ai/story-beat',
      {
        framework: 'problem-agitate-solve',
        beat: 'agitate',
        kind: 'origin',
        notes: { problem: 'I burned out at 34.' },
      },
      coach,
    );
    expect(answer.status).toBe(200);
    const beat = answer.body as StoryBeatAnswer;
    expect(beat.avatarName).toBeNull();
    expect(beat.suggestion).toMatch(/\bI\b/);
    expect(beat.suggestion).not.toContain('burned out at 34');
  });

  it('gives a different suggestion for another variant', async () => {
    const ask = async (variant: number) =>
      (
        (
          await offline.call('POST', '/api/ai/story-beat', {
            framework: 'problem-agitate-solve',
            beat: 'solve',
            variant,
          })
        ).body as StoryBeatAnswer
      ).suggestion;
    expect(await ask(0)).not.toBe(await ask(1));
  });

  it('refuses what is not a framework or a beat of it, naming the field', async () => {
    for (const [body, field] of [
      [{ framework: 'three-acts', beat: 'before' }, 'framework'],
      [{ framework: 'before-after-bridge', beat: 'challenge' }, 'beat'],
      [
        { framework: 'before-after-bridge', beat: 'before', notes: { ordinary: 'x' } },
        'notes.ordinary',
      ],
      [
        { framework: 'before-after-bridge', beat: 'before', notes: { before: 'x'.repeat(2001) } },
        'notes.before',
      ],
      [{ framework: 'before-after-bridge', beat: 'before', avatarId: 999999 }, 'avatar'],
    ] as const) {
      const answer = await offline.call('POST', '/api/ai/story-beat', body);
      expect(answer.status, JSON.stringify(body)).toBe(
        body === undefined ? 400 : field === 'avatar' ? 404 : 400,
      );
      if (field !== 'avatar')
        expect(
          Object.keys((answer.body as Failure).error.fields ?? {}),
          JSON.stringify(body),
        ).toContain(field);
    }
    expect(
      (
        await offline.call(
          'POST',
          '/api/ai/story-beat',
          { framework: 'before-after-bridge', beat: 'before' },
          null,
        )
      ).status,
    ).toBe(401);
  });

  it('asks an OpenAI-compatible model with the framework, the beat and the notes, and answers what it wrote', async () => {
    const answer = await remote.call('POST', '/api/ai/story-beat', {
      framework: 'before-after-bridge',
      beat: 'after',
      person: 'Dana',
      notes: { before: BEFORE },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      suggestion: 'A beat from the fake model.',
      provider: 'fake-model-1',
      avatarName: null,
    });
    const prompt =
      fake.requests.at(-1)?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(prompt).toContain('Before, After, Bridge');
    expect(prompt).toContain('"After" beat');
    expect(prompt).toContain('kitchen table');
    // The coach's brand voice goes to the model with the task.
    await remote.call('PUT', '/api/brand', { voice: { tone: ['warm'], dont: ['hustle'] } });
    await remote.call('POST', '/api/ai/story-beat', {
      framework: 'before-after-bridge',
      beat: 'after',
    });
    const voiced =
      fake.requests.at(-1)?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(voiced).toContain('Tone: warm.');
    expect(voiced).toContain('Never use: "hustle".');
    fake.setMode('500', { times: 2 });
    expect(
      (
        await remote.call('POST', '/api/ai/story-beat', {
          framework: 'before-after-bridge',
          beat: 'after',
        })
      ).status,
    ).toBe(502);
  });
});
