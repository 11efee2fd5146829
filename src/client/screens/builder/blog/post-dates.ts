import type { PostSummary } from '../../../../model/posts';

/** The coach's own time zone as her browser knows it ('Europe/London'). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Minutes `timeZone` is ahead of UTC at `instant` (60 for London in summer). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A date and time as a `datetime-local` input holds it ('2026-03-12T14:30'), read as a wall clock in
 * `timeZone`, as the ISO instant with that zone's offset then ('2026-03-12T14:30:00+00:00'), or
 * null when it is no such time. The offset is the one in force at that moment (summer or winter).
 */
export function scheduleInstant(local: string, timeZone: string): string | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  // The offset at a first guess, then at the instant that guess gives (it differs near a change).
  const first = offsetMinutes(wall, timeZone);
  const offset = offsetMinutes(wall - first * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A `datetime-local` value for `instant` as a wall clock in `timeZone`. */
export function localInputValue(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

const dateTime = (iso: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));

const dateOnly = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));

/**
 * What a post's badge says: 'Draft', 'Scheduled for 12 Mar 2026, 14:30 Europe/London' (in the zone
 * she scheduled in), 'Published 12 Mar 2026'.
 */
export function postStateLabel(
  post: Pick<PostSummary, 'state' | 'publishAt' | 'publishedAt' | 'timeZone'>,
): string {
  if (post.state === 'scheduled' && post.publishAt) {
    const zone = post.timeZone ?? undefined;
    return `Scheduled for ${dateTime(post.publishAt, zone)}${zone ? ` ${zone}` : ''}`;
  }
  if (post.state === 'published') {
    const at = post.publishedAt ?? post.publishAt;
    return at ? `Published ${dateOnly(at)}` : 'Published';
  }
  return 'Draft';
}
