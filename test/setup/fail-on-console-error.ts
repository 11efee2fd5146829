import { afterEach, vi } from 'vitest';

/** A test fails on an unexpected console.error: errors nobody asserted on are bugs hiding. */
let errors: unknown[][] = [];
const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  spy.mockClear();
  if (seen.length)
    throw new Error(`console.error was called: ${seen.map((a) => a.join(' ')).join('\n')}`);
});
