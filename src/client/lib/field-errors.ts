import { ApiError } from './api';

/** The fields an error answer names (`{error:{fields}}`), or undefined when it names none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed = JSON.parse(error.body) as { error?: { fields?: unknown } };
    const fields = parsed.error?.fields;
    if (fields === null || typeof fields !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return undefined;
  }
}
