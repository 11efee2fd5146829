import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulStop, type StopStep } from './graceful-stop';

afterEach(() => {
  vi.useRealTimers();
});

function stopper(steps: StopStep[], graceMs = 10_000) {
  const lines: string[] = [];
  const exits: number[] = [];
  const stop = gracefulStop({
    graceMs,
    steps,
    log: (level, message) => lines.push(`${level}: ${message}`),
    exit: (code) => exits.push(code),
  });
  return { stop, lines, exits };
}

describe('stopping on SIGTERM', () => {
  it('says it is stopping at once, runs every step in order and exits 0', async () => {
    const order: string[] = [];
    let finishRequests: () => void = () => undefined;
    const { stop, lines, exits } = stopper([
      {
        name: 'finishing requests',
        run: () => new Promise<void>((resolve) => (finishRequests = resolve)),
      },
      { name: 'closing the database', run: async () => void order.push('database') },
    ]);
    expect(stop.stopping()).toBe(false);
    const done = stop.stop('SIGTERM');
    expect(stop.stopping()).toBe(true);
    expect(order).toEqual([]);
    finishRequests();
    await done;
    expect(order).toEqual(['database']);
    expect(exits).toEqual([0]);
    expect(lines.at(-1)).toBe('info: stopped');
  });

  it('ends with 1, naming the step that hung, when the steps outlast the grace', async () => {
    vi.useFakeTimers();
    const { stop, lines, exits } = stopper(
      [{ name: 'finishing requests', run: () => new Promise(() => undefined) }],
      10_000,
    );
    void stop.stop('SIGTERM');
    await vi.advanceTimersByTimeAsync(13_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toContain('still finishing requests 14 s after SIGTERM');
  });

  it('stops at once on a second signal', async () => {
    const { stop, exits, lines } = stopper([
      { name: 'finishing jobs', run: () => new Promise(() => undefined) },
    ]);
    void stop.stop('SIGTERM');
    await stop.stop('SIGINT');
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toBe('error: SIGINT again while finishing jobs: stopping now');
  });

  it('still closes what follows and exits 0 when a step fails', async () => {
    let closed = false;
    const { stop, exits, lines } = stopper([
      { name: 'finishing jobs', run: () => Promise.reject(new Error('lease lost')) },
      { name: 'closing the database', run: async () => void (closed = true) },
    ]);
    await stop.stop('SIGTERM');
    expect(closed).toBe(true);
    expect(exits).toEqual([0]);
    expect(lines).toContain('error: could not finish finishing jobs: lease lost');
  });
});
