const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * An instant written as the provider writes calendar times: local time in the location's zone with
 * its offset (`2023-09-25T16:00:00+05:30`), so a client has to read the offset rather than assume UTC.
 */
export function isoInZone(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const [hour, minute, second] = [part('hour'), part('minute'), part('second')];
  const wholeSeconds = Math.floor(ms / 1000) * 1000;
  const offsetMinutes = Math.round(
    (Date.UTC(year, month - 1, day, hour, minute, second) - wholeSeconds) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
}

export const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week that holds `ms`. */
export function startOfWeekUtc(ms: number): number {
  const day = new Date(ms);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return midnight - ((day.getUTCDay() + 6) % 7) * DAY_MS;
}
