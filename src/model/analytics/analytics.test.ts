import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyticsQuerySchema, conversionRate } from './analytics';
import { addDays, daysIn, dayOf, eachDay, isDay } from './date-range';
import { deviceClass } from './device-class';

describe('analytics dates', () => {
  it('accepts real days only', () => {
    expect(isDay('2026-11-25')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-1-5')).toBe(false);
    expect(isDay('tomorrow')).toBe(false);
  });

  it('counts every day of a range once, across month and year ends', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 }),
        (start, length) => {
          const from = dayOf(start);
          const to = addDays(from, length);
          const days = eachDay(from, to);
          expect(days).toHaveLength(length + 1);
          expect(daysIn(from, to)).toBe(length + 1);
          expect(new Set(days).size).toBe(days.length);
          expect(days.every(isDay)).toBe(true);
        },
      ),
    );
  });

  it('names the field a bad range is wrong in', () => {
    const backwards = analyticsQuerySchema.safeParse({ from: '2026-11-20', to: '2026-11-01' });
    expect(backwards.error?.issues[0]?.path).toEqual(['to']);
    const tooLong = analyticsQuerySchema.safeParse({ from: '2024-01-01', to: '2026-01-01' });
    expect(tooLong.error?.issues[0]?.message).toBe('must be within 366 days of from');
    const badDay = analyticsQuerySchema.safeParse({ from: '2026-13-01', to: '2026-11-01' });
    expect(badDay.error?.issues[0]?.path).toEqual(['from']);
    expect(analyticsQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(
      true,
    );
  });
});

describe('conversion rates', () => {
  it('is a percentage with one decimal, and none when nobody came', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(0, 10)).toBe(0);
    expect(conversionRate(5, 0)).toBeNull();
  });
});

describe('device classes', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      'tablet',
    ],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', 'tablet'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      'desktop',
    ],
    ['', 'desktop'],
  ])('%s is a %s', (agent, expected) => {
    expect(deviceClass(agent)).toBe(expected);
  });
});
