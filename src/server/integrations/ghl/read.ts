import type { z } from 'zod';
import { GhlError } from './errors';

/** The provider's answer in the shape we read, or a GhlError saying it answered something else. */
export function read<T extends z.ZodType>(schema: T, answer: unknown): z.infer<T> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'answer';
  throw new GhlError(
    502,
    'Unexpected Answer',
    `the provider answered in an unknown shape (${where})`,
  );
}
