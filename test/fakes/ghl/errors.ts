import type { z } from 'zod';

/** What the provider answers on failure: `{statusCode, message}` plus, for some, `error` or `meta`. */
export type ProviderErrorBody = {
  statusCode: number;
  message: string | string[];
  error?: string;
  meta?: Record<string, unknown>;
};

/** Thrown by route handlers; the server answers it with the provider's error body. */
export class GhlError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ProviderErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(body.message) ? body.message.join('; ') : body.message);
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const reasonPhrase = (status: number) => REASONS[status] ?? 'Error';

/** 400 as the OpenAPI's BadRequestDTO: `{statusCode: 400, message}`. */
export const badRequest = (message: string, meta?: Record<string, unknown>) =>
  new GhlError(400, { statusCode: 400, message, ...(meta ? { meta } : {}) });

/** 422 as the OpenAPI's UnprocessableDTO: `message` is an array of strings. */
export const unprocessable = (messages: string[]) =>
  new GhlError(422, { statusCode: 422, message: messages, error: reasonPhrase(422) });

// The 401 and 403 texts are the ones crm/README.md reports from the live API.
export const missingVersion = () =>
  new GhlError(401, { statusCode: 401, message: 'version header was not found.' });
export const invalidToken = () => new GhlError(401, { statusCode: 401, message: 'Invalid JWT' });
export const wrongLocation = () =>
  new GhlError(403, {
    statusCode: 403,
    message: 'The token does not have access to this location.',
  });

export const routeNotFound = (method: string, path: string) =>
  new GhlError(404, { statusCode: 404, message: `Cannot ${method} ${path}`, error: 'Not Found' });

/** A failure forced by a test (mode '500', failNext...): the provider's generic body for the status. */
export const forcedFailure = (status: number, retryAfterSeconds?: number) =>
  new GhlError(
    status,
    { statusCode: status, message: reasonPhrase(status) },
    status === 429 || status === 503 ? { 'Retry-After': String(retryAfterSeconds ?? 1) } : {},
  );

type Issue = z.ZodError['issues'][number];

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One zod issue in the words of the provider's validator (class-validator, as NestJS apps answer). */
function describeIssue(issue: Issue, input: unknown): string[] {
  const field = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => `property ${field ? `${field}.` : ''}${key} should not exist`);
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return [`${field} should not be empty`];
      return [
        `${field} must be ${issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}`,
      ];
    case 'invalid_format':
      return [issue.format === 'email' ? `${field} must be an email` : `${field} is not valid`];
    case 'invalid_value':
      return [`${field} must be one of the following values: ${issue.values.join(', ')}`];
    case 'too_big':
      return [`${field} must not be greater than ${String(issue.maximum)}`];
    case 'too_small':
      return issue.origin === 'string'
        ? [`${field} should not be empty`]
        : [`${field} must not be less than ${String(issue.minimum)}`];
    default:
      return [field ? `${field} ${issue.message}` : issue.message];
  }
}

/** Parses with `schema` or throws the provider's 422 listing every problem. */
export function parseOr422<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw unprocessable(result.error.issues.flatMap((issue) => describeIssue(issue, input)));
}
