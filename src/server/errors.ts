export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'internal'
  | 'bad_gateway'
  | 'unavailable'
  /** The client went away before its answer (nginx's 499): nothing to send, nothing to log. */
  | 'cancelled';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  cancelled: 499,
};

/** The one error type domain code throws; its message is safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** `detail`: what went wrong behind the answer, for the operator's log only (never shown). */
    readonly meta: { retryAfterSeconds?: number; detail?: string } = {},
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const staleVersion = (what: string) =>
  new AppError(
    'conflict',
    `This ${what} was changed elsewhere since you loaded it. Reload to get the newest version.`,
  );

/** The embedded database is behind: try again in a second (see http/back-pressure.ts). */
export const serverBusy = () =>
  new AppError('unavailable', 'The server is busy. Please try again in a moment.', undefined, {
    retryAfterSeconds: 1,
  });
