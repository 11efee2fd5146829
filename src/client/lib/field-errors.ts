import type { z } from 'zod';

/** A form's refused fields, the first message of each, by the field's name (its path's head). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
