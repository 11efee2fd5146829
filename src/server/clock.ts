/** What time it is, in milliseconds since 1970 (Date.now() in production; tests may wind their own). */
export type Clock = { now: () => number };

export const systemClock: Clock = { now: () => Date.now() };
