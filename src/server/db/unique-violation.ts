/** PostgreSQL's unique_violation (23505), however the driver wraps it: two writers raced for one key. */
export function isUniqueViolation(error: unknown): boolean {
  const found = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (found?.code ?? found?.cause?.code) === '23505';
}
