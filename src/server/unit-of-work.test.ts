import { setImmediate as turn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { queueAsOf, queueTime } from './db/work-order';
import { enterChangeScope, noteWebsiteChanged } from './domain/website-changes';

/** One request as the app's hooks run it: its arrival first, then (for a write) its change scope. */
function request(arrival: number, write: (websites: Set<number>) => Promise<number>) {
  return queueAsOf(arrival, async () => {
    await turn();
    const websites = enterChangeScope();
    return { at: await write(websites), websites };
  });
}

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
