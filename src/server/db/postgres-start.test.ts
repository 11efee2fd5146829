import { describe, expect, it } from 'vitest';
import { freePort } from '../../../test/support/app-processes';
import { migrateWhenReachable } from './postgres-start';

describe('starting while PostgreSQL is down', () => {
  it('waits and tries again, one line per try, doubling to 10 s', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const waits: number[] = [];
    const gaveUp = new Error('the test ends the waiting');
    const started = migrateWhenReachable(
      `postgres://postgres@127.0.0.1:${port}/coachsite`,
      (line) => lines.push(line),
      {
        wait: async (ms) => {
          waits.push(ms);
          if (waits.length === 6) throw gaveUp;
        },
      },
    );
    await expect(started).rejects.toBe(gaveUp);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(lines).toHaveLength(6);
    for (const line of lines) {
      expect(line).toMatch(/^PostgreSQL is not reachable \(ECONNREFUSED: .*\); trying again in/);
      expect(line).not.toContain('\n');
    }
    expect(lines[0]).toContain('trying again in 1 s (attempt 1)');
  });
});
