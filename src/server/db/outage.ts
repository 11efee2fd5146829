import { AppError } from '../errors';

/**
 * What node-postgres and PostgreSQL say when the database cannot be reached or is going away
 * (a restart, a failover, an idle connection killed): SQLSTATE classes 08 (connection exception)
 * and 57P (operator intervention: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now), the socket's own errors, and the pool's words for a connection it lost.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

const UNREACHABLE_WORDS = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

function isUnreachableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNREACHABLE_WORDS.some((w) => message.includes(w));
}

/**
 * The error that says the database could not be reached, found in `error` or what it wraps
 * (Drizzle wraps a query's error as its `cause`, and a connection tried on two addresses fails
 * with an AggregateError); null when the query itself was wrong.
 */
function unreachableCause(error: unknown): object | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const found = queue.shift();
    if (!found || typeof found !== 'object' || seen.has(found)) continue;
    seen.add(found);
    if (isUnreachableItself(found)) return found;
    queue.push((found as { cause?: unknown }).cause);
    const inner = (found as { errors?: unknown }).errors;
    if (Array.isArray(inner)) queue.push(...inner);
  }
  return null;
}

/** Whether an error means the database could not be reached, rather than that the query was wrong. */
export function isDatabaseUnreachable(error: unknown): boolean {
  return unreachableCause(error) !== null;
}

/** Seconds a client is asked to wait before it tries again while the database is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * The answer to a request the database could not serve just now: 503, try again shortly. `detail`
 * goes to the operator's log in one line (no stack: an outage is a state, not a bug).
 */
export const databaseUnavailable = (detail?: string) =>
  new AppError(
    'unavailable',
    'The service is briefly unavailable. Please try again in a moment.',
    undefined,
    { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS, ...(detail ? { detail } : {}) },
  );

/** A one-line reason for the operator's log: the code and message, never a stack or a URL. */
export function outageReason(error: unknown): string {
  const found = unreachableCause(error);
  if (!found) return error instanceof Error ? error.message : String(error);
  const { code, message } = found as { code?: unknown; message?: unknown };
  const words = typeof message === 'string' && message ? message : 'no message';
  return typeof code === 'string' ? `${code}: ${words}` : words;
}
