import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/support/test-app';
import type { Avatar } from '../../model/avatars/avatar';
import {
  STORY_LIMITS,
  type StoriesAnswer,
  type Story,
  type StoryInput,
} from '../../model/stories/story';

const t = setupTestApp();

type Failure = { error: { message: string; fields?: Record<string, string> } };

const SARAH: StoryInput = {
  title: 'Sarah doubled her prices',
  kind: 'client-transformation',
  parts: {
    before: 'Sarah charged $50 an hour and worked every evening.',
    turningPoint: 'She wrote down what her clients got, not what she did.',
    after: 'She doubled her prices and lost one client of twelve.',
  },
  person: 'Sarah K.',
  consent: true,
  result: 'doubled her prices',
  tags: ['pricing', 'Confidence'],
};

const list = async (query = '', as?: string) =>
  ((await t.call('GET', `/api/stories${query}`, undefined, as)).body as StoriesAnswer).stories;

describe('the Story Memory Bank', () => {
  it('keeps a story with its parts, defaults the rest, and answers it back', async () => {
    const created = await t.call('POST', '/api/stories', SARAH);
    expect(created.status).toBe(201);
    const story = created.body as Story;
    expect(story).toMatchObject({
      title: SARAH.title,
      kind: 'client-transformation',
      parts: { ...SARAH.parts, struggle: '', lesson: '' },
      text: '',
      consent: true,
      tags: ['pricing', 'Confidence'],
      avatarId: null,
    });
    expect((await t.call('GET', `/api/stories/${story.id}`)).body).toEqual(story);
  });

  it('filters by kind, tag, avatar and words', async () => {
    const avatar = (await t.call('POST', '/api/avatars', { name: 'Founder' })).body as Avatar;
    await t.call('POST', '/api/stories', {
      title: 'Why I left my job',
      kind: 'origin',
      text: 'I burned out at 34 and rebuilt my week.',
      tags: ['burnout'],
      avatarId: avatar.id,
    });
    const titles = async (q: string) => (await list(q)).map((s) => s.title);
    expect(await titles('')).toEqual(['Why I left my job', SARAH.title]);
    expect(await titles('?kind=origin')).toEqual(['Why I left my job']);
    expect(await titles('?tag=confidence')).toEqual([SARAH.title]);
    expect(await titles(`?avatarId=${avatar.id}`)).toEqual(['Why I left my job']);
    expect(await titles('?q=BURNED%20out')).toEqual(['Why I left my job']);
    expect(await titles('?q=lost%20one%20client')).toEqual([SARAH.title]);
    expect(await titles('?q=nothing%20like%20this')).toEqual([]);
  });

  it('replaces a story on PUT and deletes it', async () => {
    const story = (await t.call('POST', '/api/stories', { title: 'Draft' })).body as Story;
    const put = await t.call('PUT', `/api/stories/${story.id}`, {
      title: 'The day I said no',
      kind: 'turning-point',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'The day I said no', kind: 'turning-point' });
    expect((await t.call('DELETE', `/api/stories/${story.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/stories/${story.id}`)).status).toBe(404);
  });

  it('refuses bad input by the field at fault, and keeps the stored story', async () => {
    const story = (await t.call('POST', '/api/stories', { title: 'Keep me' })).body as Story;
    const bad: [unknown, string][] = [
      [{}, 'title'],
      [{ title: '  ' }, 'title'],
      [{ title: 'x'.repeat(STORY_LIMITS.title + 1) }, 'title'],
      [{ title: 'ok', kind: 'poem' }, 'kind'],
      [{ title: 'ok', parts: { before: 'x'.repeat(STORY_LIMITS.part + 1) } }, 'parts.before'],
      [{ title: 'ok', parts: { middle: 'x' } }, 'parts.middle'],
      [{ title: 'ok', consent: 'yes' }, 'consent'],
      [{ title: 'ok', tags: [''] }, 'tags.0'],
      [
        { title: 'ok', tags: Array.from({ length: STORY_LIMITS.tags + 1 }, (_, i) => `t${i}`) },
        'tags',
      ],
      [{ title: 'ok', avatarId: -1 }, 'avatarId'],
      [{ title: 'ok', secret: true }, 'secret'],
    ];
    for (const [body, field] of bad) {
      const answer = await t.call('PUT', `/api/stories/${story.id}`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const fields = (answer.body as Failure).error.fields ?? {};
      expect(Object.keys(fields), JSON.stringify(fields)).toContain(field);
    }
    expect((await t.call('GET', `/api/stories/${story.id}`)).body).toEqual(story);
    expect((await t.call('GET', '/api/stories?kind=poem')).status).toBe(400);
  });

  it("another coach sees none of it, cannot touch it, and cannot tie a story to this coach's avatar", async () => {
    const [mine] = await list();
    const avatar = ((await t.call('GET', '/api/avatars')).body as { avatars: Avatar[] }).avatars[0];
    const other = await t.signUp('other-stories@example.com');
    expect(await list('', other)).toEqual([]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await t.call(method, `/api/stories/${mine?.id}`, body, other);
      expect(answer.status, method).toBe(404);
    }
    const tied = await t.call('POST', '/api/stories', { title: 'x', avatarId: avatar?.id }, other);
    expect(tied.status).toBe(404);
    expect(await list('', other)).toEqual([]);
    expect((await t.call('GET', `/api/stories/${mine?.id}`)).body).toEqual(mine);
  });

  it('a deleted avatar leaves its stories, with no avatar', async () => {
    const avatar = (await t.call('POST', '/api/avatars', { name: 'Gone soon' })).body as Avatar;
    const story = (await t.call('POST', '/api/stories', { title: 'Tied', avatarId: avatar.id }))
      .body as Story;
    await t.call('DELETE', `/api/avatars/${avatar.id}`);
    expect(((await t.call('GET', `/api/stories/${story.id}`)).body as Story).avatarId).toBeNull();
  });
});
