import { describe, expect, it } from 'vitest';
import { localInputValue, postStateLabel, scheduleInstant } from './post-dates';

describe('scheduleInstant', () => {
  it("reads the time as a wall clock in her zone, with that day's offset", () => {
    expect(scheduleInstant('2026-01-15T09:30', 'Europe/London')).toBe('2026-01-15T09:30:00+00:00');
    expect(scheduleInstant('2026-07-15T09:30', 'Europe/London')).toBe('2026-07-15T09:30:00+01:00');
    expect(scheduleInstant('2026-07-15T09:30', 'America/New_York')).toBe(
      '2026-07-15T09:30:00-04:00',
    );
    expect(scheduleInstant('2026-07-15T09:30', 'Asia/Kolkata')).toBe('2026-07-15T09:30:00+05:30');
  });

  it('takes the offset in force at that time on the night the clocks change', () => {
    // Sydney leaves summer time at 03:00 on 5 April 2026: 01:00 that night is still +11.
    expect(scheduleInstant('2026-04-05T01:00', 'Australia/Sydney')).toBe(
      '2026-04-05T01:00:00+11:00',
    );
  });

  it('is the same instant the input showed', () => {
    const iso = scheduleInstant('2026-03-29T14:05', 'Europe/Berlin');
    expect(iso).not.toBeNull();
    expect(localInputValue(new Date(iso ?? ''), 'Europe/Berlin')).toBe('2026-03-29T14:05');
  });

  it('refuses what is no date and time', () => {
    expect(scheduleInstant('', 'Europe/London')).toBeNull();
    expect(scheduleInstant('tomorrow', 'Europe/London')).toBeNull();
  });
});

describe('postStateLabel', () => {
  it('says when a scheduled post goes live, in the zone she chose, and when one went live', () => {
    const base = { publishAt: null, publishedAt: null, timeZone: null };
    expect(postStateLabel({ ...base, state: 'draft' })).toBe('Draft');
    expect(
      postStateLabel({
        ...base,
        state: 'scheduled',
        publishAt: '2026-07-15T08:30:00.000Z',
        timeZone: 'Europe/London',
      }),
    ).toBe('Scheduled for 15 Jul 2026, 09:30 Europe/London');
    expect(
      postStateLabel({ ...base, state: 'published', publishedAt: '2026-07-15T08:30:00.000Z' }),
    ).toBe('Published 15 Jul 2026');
  });
});
