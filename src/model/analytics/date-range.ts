/** Days as `YYYY-MM-DD` (UTC): what analytics count by and what its query names. */
export type Day = string;

const DAY_MS = 24 * 60 * 60 * 1000;

export const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of a moment. */
export function dayOf(moment: Date | number): Day {
  return new Date(moment).toISOString().slice(0, 10);
}

/** A real calendar day in `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY_FORMAT.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(parsed) && dayOf(parsed) === value;
}

export function addDays(day: Day, count: number): Day {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS);
}

/** How many days from `from` to `to`, both counted (1 when they are the same day). */
export function daysIn(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, in order. */
export function eachDay(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The last `count` days up to and including `today`. */
export function lastDays(today: Day, count: number): { from: Day; to: Day } {
  return { from: addDays(today, 1 - count), to: today };
}

/** The start of a day and the start of the day after it, in epoch milliseconds. */
export function dayBounds(from: Day, to: Day): { start: number; end: number } {
  return { start: Date.parse(`${from}T00:00:00Z`), end: Date.parse(`${addDays(to, 1)}T00:00:00Z`) };
}
