import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorAnswer } from '../../model/api-answers';
import { NewerContentError } from '../../model/content-versions';
import { AppError } from '../errors';
import { UNAVAILABLE_PAGE, wantsPage } from './unavailable-page';
import { databaseUnavailable, isDatabaseUnreachable, outageReason } from '../db/outage';

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ErrorAnswer {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

const FRAMEWORK_CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  413: 'payload_too_large',
  429: 'too_many_requests',
  415: 'unsupported_media_type',
};

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body must be sent as application/json',
};

/** An AppError, also one a driver wrapped (Drizzle wraps what a query throws in its own error). */
function appErrorOf(error: unknown): AppError | null {
  for (let found = error, depth = 0; found && depth < 3; depth += 1) {
    if (found instanceof AppError) return found;
    // Content a newer deployment wrote (a rollback): refused, never guessed at or overwritten.
    if (found instanceof NewerContentError) return new AppError('conflict', found.message);
    found = (found as { cause?: unknown }).cause;
  }
  return null;
}

/** One error shape for every answer; a client's mistake is never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The database away for a moment (a restart, a failover): 503 and a retry, never a 500.
    const appError =
      appErrorOf(error) ??
      (isDatabaseUnreachable(error)
        ? databaseUnavailable(`a connection could not be made (${outageReason(error)})`)
        : null);
    if (appError) {
      if (appError.meta.detail) {
        request.log.warn({ detail: appError.meta.detail }, appError.message);
      }
      if (appError.code === 'cancelled') request.log.info('the client went away before its answer');
      if (appError.meta.retryAfterSeconds)
        reply.header('Retry-After', String(appError.meta.retryAfterSeconds));
      if (appError.code === 'unavailable' && wantsPage(request)) {
        return reply
          .status(503)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(UNAVAILABLE_PAGE);
      }
      return reply
        .status(appError.status)
        .send(errorBody(appError.code, appError.message, appError.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FRAMEWORK_CODES[status] ?? 'bad_request';
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Something went wrong on our side.'));
  });
}
