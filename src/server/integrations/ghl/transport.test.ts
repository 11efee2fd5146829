import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGhl, type FakeGhl } from '../../../../test/fakes/ghl-server';
import { systemClock } from '../../clock';
import { GhlError } from './errors';
import { GhlTransport } from './transport';

/** Each call's wait before it goes out, recorded instead of slept. */
function recordingTransport(ghl: FakeGhl, timeoutMs?: number) {
  const waits: number[] = [];
  const transport = new GhlTransport({
    baseUrl: ghl.url,
    clock: systemClock,
    timeoutMs,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  const call = transport.for({ token: ghl.apiKey, locationId: ghl.locationId });
  const readLocation = () => call({ method: 'GET', path: `/locations/${ghl.locationId}` });
  return { waits, readLocation };
}

describe('calls to GoHighLevel', () => {
  let ghl: FakeGhl;
  beforeAll(async () => {
    // 14 calls in 10 s, so the provider's 'few left' comes after a handful of calls.
    ghl = await startFakeGhl({ rateLimit: { max: 14, intervalMs: 10_000 } });
  });
  afterAll(() => ghl.close());

  it('go out at once while plenty of the window is left, then are spaced out, never into a 429', async () => {
    await ghl.reset();
    const { waits, readLocation } = recordingTransport(ghl);
    const waitedBefore: number[] = [];
    for (let i = 0; i < 14; i++) {
      const before = waits.length;
      await readLocation();
      waitedBefore.push(waits.slice(before).reduce((a, b) => a + b, 0));
    }
    // After four calls the provider says 10 of 14 are left: from then on each call waits, the
    // longer the fewer are left, never more than 2 s.
    expect(waitedBefore.slice(0, 4)).toEqual([0, 0, 0, 0]);
    const spaced = waitedBefore.slice(4);
    for (const [i, wait] of spaced.entries()) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(2000);
      if (i > 0) expect(wait).toBeGreaterThanOrEqual(spaced[i - 1] ?? Infinity);
    }
    expect(spaced.at(-1)).toBeGreaterThan(spaced[0] ?? Infinity);
    expect(ghl.requests.every((r) => r.status !== 429)).toBe(true);
  });

  it('give up when the provider does not answer within the time limit', async () => {
    await ghl.reset();
    await ghl.setMode('slow', { delayMs: 1500 });
    const { readLocation } = recordingTransport(ghl, 100);
    const failure = await readLocation().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GhlError);
    expect((failure as GhlError).message).toBe(
      'GoHighLevel could not be reached: no answer in time',
    );
    expect((failure as GhlError).refused).toBe(false);
    await ghl.setMode('up');
  });
});
