import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueAsOf, queueTime } from '../db/work-order';
import { IDLE_MS, trackingWork } from '../unit-of-work';
import { doneWithWork, trackOpenRequests } from './open-requests';

describe('units of work while the app answers a request', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stay tracked as long as a request is open, and stop being tracked once none is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = Fastify();
    trackOpenRequests(app);
    // As back-pressure.ts does: the request's database work queues as of its arrival.
    app.addHook('onRequest', (_request, _reply, done) => queueAsOf(42, done));
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      entered();
      await gate;
      return { queuedAt: queueTime() };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = fetch(`${url}/slow`).then((response) => response.json());
      await inside;
      vi.advanceTimersByTime(IDLE_MS * 30);
      expect(trackingWork()).toBe(true);
      release();
      expect(await answer).toEqual({ queuedAt: 42 });
      await vi.waitFor(() => {
        vi.advanceTimersByTime(IDLE_MS);
        expect(trackingWork()).toBe(false);
      });
    } finally {
      release();
      await app.close();
    }
  });

  it('stop being tracked for a request that stays open once it is done with its work', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = Fastify();
    trackOpenRequests(app);
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/stream', async (request) => {
      queueAsOf(7, () => undefined);
      doneWithWork(request);
      doneWithWork(request);
      entered();
      await gate;
      return { open: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = fetch(`${url}/stream`).then((response) => response.json());
      await inside;
      vi.advanceTimersByTime(IDLE_MS);
      expect(trackingWork()).toBe(false);
      release();
      expect(await answer).toEqual({ open: true });
    } finally {
      release();
      await app.close();
    }
  });
});
