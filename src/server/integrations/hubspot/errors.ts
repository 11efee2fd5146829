import { CrmContactExists, CrmError } from '../crm/crm-port';

/** HubSpot's name as coaches know it: the provider label on every CrmError. */
export const HUBSPOT = 'HubSpot';

/** However long HubSpot asks, a minute at most: one answer must not stop a coach's CRM for long. */
export const MAX_CLOSED_MS = 60_000;

/** HubSpot's error body (the client's ModelError): only its message is used. */
type ErrorBody = { message?: unknown };

/**
 * What the client throws for an answer that is not 2xx (its ApiException): the HTTP status as
 * `code`, the parsed error body and the answer's headers (names in lower case).
 */
export type HttpFailure = {
  code: number;
  body: unknown;
  headers: Record<string, string>;
};

export function isHttpFailure(error: unknown): error is HttpFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'number' &&
    'headers' in error
  );
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const statusTextOf = (status: number) => STATUS_TEXT[status] ?? 'Error';

/** HubSpot's own message in an error body (parsed, or the raw text the client kept). */
export function reasonIn(body: unknown): string | null {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const message = (parsed as ErrorBody).message;
  return typeof message === 'string' ? message.slice(0, 300) : null;
}

/** "Contact already exists. Existing ID: 123" → '123'. */
export function existingIdIn(reason: string | null): string | null {
  return /Existing ID:\s*(\d+)/i.exec(reason ?? '')?.[1] ?? null;
}

/**
 * How long a 429 asks us to wait: Retry-After (seconds or a date) when HubSpot sends one, else its
 * rate limit window, else `fallbackMs`; a minute at most.
 */
export function retryAfterMs(
  headers: Record<string, string>,
  fallbackMs: number,
  now: number,
): number {
  const retryAfter = headers['retry-after'];
  let ms: number | null = null;
  if (retryAfter) {
    const seconds = Number(retryAfter);
    const at = Date.parse(retryAfter);
    if (Number.isFinite(seconds)) ms = seconds * 1000;
    else if (Number.isFinite(at)) ms = at - now;
  }
  if (ms === null) {
    const interval = Number(headers['x-hubspot-ratelimit-interval-milliseconds']);
    if (Number.isFinite(interval) && interval > 0) ms = interval;
  }
  return Math.min(MAX_CLOSED_MS, Math.max(0, ms ?? fallbackMs));
}

/** Why the client could not reach HubSpot (node-fetch's FetchError carries a system `code`). */
export function unreachableText(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection lost';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'address not found';
  return 'network error';
}

/** A failed HTTP answer as a CrmError (a 409 with an existing id as CrmContactExists). */
export function httpError(failure: HttpFailure, retryAfter: number | null = null): CrmError {
  const reason = reasonIn(failure.body);
  if (failure.code === 409) {
    const existingId = existingIdIn(reason);
    if (existingId !== null)
      return new CrmContactExists(HUBSPOT, 409, 'Conflict', reason, existingId);
  }
  return new CrmError(HUBSPOT, failure.code, statusTextOf(failure.code), reason, retryAfter);
}
