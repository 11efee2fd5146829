/**
 * The error shown under a field whose value is not saved: what is wrong, in the field's own words
 * ('Not saved: Button link must start with https://'). `stored` is the sync's reason for this
 * field ('must ...'), used when the value was not checked here.
 */
export function fieldError(
  label: string,
  problem: string | null,
  stored?: string,
): string | undefined {
  const message = problem ?? stored;
  return message === undefined ? undefined : `Not saved: ${label} ${message}`;
}
