import { setImmediate as turn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueAsOf, queueTime } from './db/work-order';
import { enterChangeScope, noteWebsiteChanged } from './domain/website-changes';
import { IDLE_MS, openRequest, trackingWork } from './unit-of-work';

/** One request as the app's hooks run it: its arrival first, then (for a write) its change scope. */
function request(arrival: number, write: (websites: Set<number>) => Promise<number>) {
  return queueAsOf(arrival, async () => {
    await turn();
    const websites = enterChangeScope();
    return { at: await write(websites), websites };
  });
}

/** A request as the app's hooks see it: opened, its unit of work started, ended later. */
function openedRequest(arrival: number) {
  const end = openRequest();
  queueAsOf(arrival, () => enterChangeScope());
  return end;
}

// First in the file: these tests own the idle timer, so none is pending from a test before.
describe('units of work are tracked only while a request is open', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('switches tracking off once no request has been open for a while, and on for the next', async () => {
    const end = openedRequest(1);
    expect(trackingWork()).toBe(true);
    end();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(trackingWork()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(trackingWork()).toBe(false);
    // Off, work queues as of now; the next request's unit is tracked through its awaits again.
    expect(queueTime()).toBeGreaterThan(1);
    const answer = await request(7.25, async (websites) => {
      await turn();
      noteWebsiteChanged(4);
      await turn();
      return websites.size === 1 ? queueTime() : -1;
    });
    expect(answer.at).toBe(7.25);
    expect([...answer.websites]).toEqual([4]);
    vi.advanceTimersByTime(IDLE_MS);
    expect(trackingWork()).toBe(false);
  });

  it('keeps tracking while any request is open, however long, and counts each end once', async () => {
    const first = openedRequest(1);
    const second = openRequest();
    first();
    first();
    vi.advanceTimersByTime(IDLE_MS * 60);
    expect(trackingWork()).toBe(true);
    const answer = await queueAsOf(12.5, async () => {
      await turn();
      vi.advanceTimersByTime(IDLE_MS * 5);
      await turn();
      return queueTime();
    });
    expect(answer).toBe(12.5);
    second();
    vi.advanceTimersByTime(IDLE_MS);
    expect(trackingWork()).toBe(false);
  });

  it('a unit of work started outside a request keeps its place until it settles', async () => {
    let release = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    const unit = queueAsOf(3.5, async () => {
      await waiting;
      await turn();
      return queueTime();
    });
    openedRequest(2)();
    vi.advanceTimersByTime(IDLE_MS * 10);
    expect(trackingWork()).toBe(true);
    release();
    expect(await unit).toBe(3.5);
    vi.advanceTimersByTime(IDLE_MS);
    expect(trackingWork()).toBe(false);
  });
});

describe('one unit of work per request', () => {
  it('keeps a request’s place in the queue through its awaits and after its change scope opens', async () => {
    const answer = await request(41.5, async () => {
      await turn();
      return queueTime();
    });
    expect(answer.at).toBe(41.5);
  });

  it('notes the websites each request changed in its own set, however their work interleaves', async () => {
    const [first, second] = await Promise.all([
      request(1, async () => {
        await turn();
        noteWebsiteChanged(7);
        await turn();
        noteWebsiteChanged(8);
        return queueTime();
      }),
      request(2, async () => {
        noteWebsiteChanged(9);
        await turn();
        return queueTime();
      }),
    ]);
    expect([...first.websites]).toEqual([7, 8]);
    expect([...second.websites]).toEqual([9]);
    expect([first.at, second.at]).toEqual([1, 2]);
  });

  it('outside any request, work queues as of now and a change is noted nowhere', () => {
    const before = performance.now();
    expect(queueTime()).toBeGreaterThanOrEqual(before);
    expect(() => noteWebsiteChanged(3)).not.toThrow();
  });
});
