import { describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';

function clockAt(start: number) {
  const clock = { time: start, now: () => clock.time };
  return clock;
}

/** A read the test answers when it likes. */
function pendingRead() {
  let answer: (id: number | null) => void = () => undefined;
  const read = vi.fn(() => new Promise<number | null>((resolve) => (answer = resolve)));
  return { read, answer: (id: number | null) => answer(id) };
}

describe('which publication a live address shows, from memory', () => {
  it('serves the last publication read while one read brings it up to date, then stops after a second TTL', async () => {
    const clock = clockAt(1_000);
    const cache = new PageCache(clock, 5_000);
    cache.setPointer('maya', 7);
    const refresh = vi.fn((slug: string) => {
      void cache.readPointer(slug, read);
    });
    const { read, answer } = pendingRead();

    expect(cache.pointerToServe('maya', refresh)?.publicationId).toBe(7);
    expect(refresh).not.toHaveBeenCalled();

    clock.time = 6_000; // its time is up: still served, and read again once
    expect(cache.pointerToServe('maya', refresh)?.publicationId).toBe(7);
    expect(cache.pointerToServe('maya', refresh)?.publicationId).toBe(7);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);

    answer(8); // published again elsewhere
    await vi.waitFor(() => expect(cache.pointerToServe('maya', refresh)?.publicationId).toBe(8));

    clock.time = 6_000 + 10_000; // a second TTL past its time, nobody having asked: read first
    expect(cache.pointerToServe('maya', refresh)).toBeUndefined();
    expect(cache.pointerToServe('never-read', refresh)).toBeUndefined();
  });

  it('reads an address once however many ask meanwhile', async () => {
    const cache = new PageCache(clockAt(0));
    const { read, answer } = pendingRead();
    const asked = [cache.readPointer('maya', read), cache.readPointer('maya', read)];
    answer(3);
    expect(await Promise.all(asked)).toEqual([3, 3]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(cache.pointer('maya')?.publicationId).toBe(3);
  });

  it('does not keep a read started before this process published, and reads again after', async () => {
    const cache = new PageCache(clockAt(0));
    const before = pendingRead();
    const old = cache.readPointer('maya', before.read);
    cache.forgetPointers(); // published here
    const after = pendingRead();
    const fresh = cache.readPointer('maya', after.read);
    after.answer(9);
    before.answer(4);
    expect(await old).toBe(4);
    expect(await fresh).toBe(9);
    expect(cache.pointer('maya')?.publicationId).toBe(9);
  });

  it('lets the next visitor read again after a read failed', async () => {
    const cache = new PageCache(clockAt(0));
    await expect(
      cache.readPointer('maya', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow();
    expect(await cache.readPointer('maya', () => Promise.resolve(5))).toBe(5);
  });

  it('keeps serving the publication last read while the database cannot be read', async () => {
    const clock = clockAt(0);
    const cache = new PageCache(clock, 5_000);
    cache.setPointer('maya', 7);
    const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const refresh = (slug: string) => void cache.readPointer(slug, down).catch(() => undefined);
    // A minute of failed reads, a visitor every second: the page is served throughout.
    for (clock.time = 1_000; clock.time <= 60_000; clock.time += 1_000) {
      expect(cache.pointerToServe('maya', refresh)?.publicationId).toBe(7);
      await Promise.resolve();
    }
    // A visitor whose request reads it (the route, not the door) gets it too.
    clock.time += 20_000;
    expect(await cache.readPointer('maya', down)).toBe(7);
    // An address never read has nothing to fall back on.
    await expect(cache.readPointer('never-read', down)).rejects.toThrow('ECONNREFUSED');
  });
});
