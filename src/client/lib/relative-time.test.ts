import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relative times in Recent Activity', () => {
  it.each([
    [5, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [45 * 60, '45 minutes ago'],
    [2 * 3600, '2 hours ago'],
    [4 * 3600 + 59 * 60, '4 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [8 * 24 * 3600, 'last week'],
    [40 * 24 * 3600, 'last month'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });
});
