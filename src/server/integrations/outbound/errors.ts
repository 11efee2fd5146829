/**
 * Why an outbound request to an address a coach gave was not made or not finished. The message
 * is safe to show: it names the rule, never what the address resolved to.
 */
export type OutboundReason =
  | 'bad-address'
  | 'not-https'
  | 'not-public'
  | 'unresolvable'
  | 'too-many-redirects'
  | 'too-large'
  | 'timeout';

const MESSAGES: Record<OutboundReason, string> = {
  'bad-address': 'is not a web address',
  'not-https': 'must be a public https address',
  'not-public': 'must be a public https address',
  unresolvable: 'could not be found (no such host)',
  'too-many-redirects': 'redirects too many times',
  'too-large': 'answered more than the size limit',
  timeout: 'did not answer in time',
};

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundReason,
    /** For the operator's log: the host and what it resolved to (never a key). */
    readonly detail = '',
  ) {
    super(`The address ${MESSAGES[reason]}.`);
    this.name = 'OutboundError';
  }

  /** The rule broken, after a field's name: `baseUrl must be a public https address`. */
  forField(field: string): string {
    return `${field} ${MESSAGES[this.reason]}`;
  }
}

/** The OutboundError behind `error`, however deep the HTTP client wrapped it (fetch's `cause`). */
export function outboundErrorIn(error: unknown): OutboundError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (current instanceof OutboundError) return current;
    current = current instanceof Error ? current.cause : null;
  }
  return null;
}
