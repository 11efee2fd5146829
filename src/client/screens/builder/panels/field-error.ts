/**
 * The error shown under a field whose value is not saved: what is wrong, in the field's own words
 * ('Not saved: Button link must start with https://'). `stored` is the sync's message for the
 * element or the settings ('buttonUrl must ...', 'bookingCalendar.url must ...'); it is used when it
 * names this field and the value was not checked here.
 */
export function fieldError(
  label: string,
  problem: string | null,
  stored?: { message: string | undefined; path: string },
): string | undefined {
  const prefix = stored ? `${stored.path} ` : '';
  const message =
    problem ??
    (stored?.message?.startsWith(prefix) ? stored.message.slice(prefix.length) : undefined);
  return message === undefined ? undefined : `Not saved: ${label} ${message}`;
}
