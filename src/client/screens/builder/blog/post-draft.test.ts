import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post, UpdatePostInput } from '../../../../model/posts';
import { ApiError } from '../../../lib/api';
import { PostDraft, type PostSaver } from './post-draft';

const POST: Post = {
  id: 7,
  websiteId: 3,
  title: 'Why rest works',
  slug: 'why-rest-works',
  excerpt: '',
  coverUrl: null,
  body: '<p>Rest.</p>',
  tags: [],
  author: 'Ana',
  state: 'draft',
  publishAt: null,
  timeZone: null,
  publishedAt: null,
  source: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A server that keeps one post, with versions, and can be told to fail. */
function fakeServer() {
  let stored: Post = { ...POST };
  const sent: UpdatePostInput[] = [];
  const failWith: (ApiError | Error)[] = [];
  const saver: PostSaver = {
    patch: (id, body) => {
      sent.push(body);
      const failure = failWith.shift();
      if (failure) return Promise.reject(failure);
      if (body.version !== undefined && body.version !== stored.version) {
        return Promise.reject(
          new ApiError(409, '{"error":{"code":"stale","message":"Stale"}}', ''),
        );
      }
      stored = { ...stored, ...body, id, version: stored.version + 1 };
      return Promise.resolve(stored);
    },
    get: () => Promise.resolve(stored),
  };
  return {
    saver,
    sent,
    failWith,
    stored: () => stored,
    changeElsewhere: (c: Partial<Post>) =>
      (stored = { ...stored, ...c, version: stored.version + 1 }),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PostDraft', () => {
  it('shows typing at once and saves it once after a pause, with the version', async () => {
    const server = fakeServer();
    const draft = new PostDraft(POST, server.saver);
    draft.edit('title', 'Why rest');
    draft.edit('title', 'Why rest matters');
    expect(draft.getState().fields.title).toBe('Why rest matters');
    expect(draft.getState().status.kind).toBe('saving');
    expect(server.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(600);
    expect(server.sent).toEqual([{ title: 'Why rest matters', version: 1 }]);
    expect(server.stored().title).toBe('Why rest matters');
    expect(draft.getState().status.kind).toBe('saved');
    expect(draft.getState().post.version).toBe(2);
  });

  it('undoes a field typed in as one step and saves what the undo brought back', async () => {
    const server = fakeServer();
    const draft = new PostDraft(POST, server.saver);
    draft.edit('excerpt', 'A');
    draft.edit('excerpt', 'A short note');
    draft.seal();
    draft.edit('author', 'Ana Lee');
    draft.undo();
    expect(draft.getState().fields.author).toBe('Ana');
    draft.undo();
    expect(draft.getState().fields.excerpt).toBe('');
    expect(draft.getState().canUndo).toBe(false);
    draft.redo();
    expect(draft.getState().fields.excerpt).toBe('A short note');
    await vi.advanceTimersByTimeAsync(600);
    expect(server.stored().excerpt).toBe('A short note');
    expect(server.stored().author).toBe('Ana');
  });

  it('keeps what she typed when the network fails, and retries until it is saved', async () => {
    const server = fakeServer();
    server.failWith.push(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const draft = new PostDraft(POST, server.saver, { retryDelaysMs: [1000, 2000] });
    draft.edit('body', '<p>Rest, then run.</p>');
    await vi.advanceTimersByTimeAsync(600);
    expect(draft.getState().status.kind).toBe('retrying');
    expect(draft.getState().fields.body).toBe('<p>Rest, then run.</p>');
    await vi.advanceTimersByTimeAsync(1000);
    expect(draft.getState().status.kind).toBe('retrying');
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.getState().status.kind).toBe('saved');
    expect(server.stored().body).toBe('<p>Rest, then run.</p>');
  });

  it("shows a refused field's reason at the field, and sends it again once she changes it", async () => {
    const server = fakeServer();
    const refusal =
      '{"error":{"code":"invalid","message":"slug is taken","fields":{"slug":"is taken"}}}';
    server.failWith.push(new ApiError(400, refusal, 'Bad Request'));
    const refused: string[] = [];
    const draft = new PostDraft(POST, server.saver, { onRefused: (m) => refused.push(m) });
    draft.edit('slug', 'about');
    await vi.advanceTimersByTimeAsync(600);
    expect(draft.getState().errors).toEqual({ slug: 'is taken' });
    expect(draft.getState().status).toEqual({ kind: 'invalid', message: 'slug is taken' });
    expect(draft.getState().fields.slug).toBe('about');
    expect(refused).toEqual(['slug is taken']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sent).toHaveLength(1);
    draft.edit('slug', 'about-rest');
    expect(draft.getState().errors).toEqual({});
    await vi.advanceTimersByTimeAsync(600);
    expect(server.stored().slug).toBe('about-rest');
  });

  it('on a stale version takes the newest and sends her fields again over it', async () => {
    const server = fakeServer();
    let conflicts = 0;
    const draft = new PostDraft(POST, server.saver, { onConflict: () => (conflicts += 1) });
    server.changeElsewhere({ tags: ['sleep'] });
    draft.edit('title', 'Rest first');
    await vi.advanceTimersByTimeAsync(600);
    await vi.advanceTimersByTimeAsync(10);
    expect(conflicts).toBe(1);
    expect(server.sent).toEqual([
      { title: 'Rest first', version: 1 },
      { title: 'Rest first', version: 2 },
    ]);
    expect(server.stored().title).toBe('Rest first');
    expect(server.stored().tags).toEqual(['sleep']);
    expect(draft.getState().fields.tags).toEqual(['sleep']);
    expect(draft.getState().status.kind).toBe('saved');
  });
});
