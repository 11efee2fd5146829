import { randomUUID } from 'node:crypto';

/**
 * HubSpot's error body (the client's `ModelError`): `status: 'error'`, a message, a correlation id
 * and a category; validation errors add `errors` or `context`. The rate limit's 429 has `errorType`
 * and `policyName` instead of a category.
 */
export type HubSpotErrorBody = {
  status: 'error';
  message: string;
  correlationId: string;
  category?: string;
  subCategory?: string;
  context?: Record<string, string[]>;
  errors?: { message: string; code?: string; context?: Record<string, string[]> }[];
  errorType?: string;
  policyName?: string;
};

/** Thrown by route handlers; the server answers it with the body and status. */
export class HubSpotError extends Error {
  readonly body: HubSpotErrorBody;

  constructor(
    readonly statusCode: number,
    body: Omit<HubSpotErrorBody, 'status' | 'correlationId'>,
  ) {
    super(body.message);
    const { message, ...rest } = body;
    this.body = { status: 'error', message, correlationId: randomUUID(), ...rest };
  }
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const reasonPhrase = (status: number) => REASONS[status] ?? 'Error';

/** The text HubSpot answers for a missing, unknown or revoked token. */
export const invalidAuthentication = () =>
  new HubSpotError(401, {
    message:
      'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
    category: 'INVALID_AUTHENTICATION',
  });

export const objectNotFound = (id: string) =>
  new HubSpotError(404, {
    message: 'Object not found.  objectId are usually numeric.',
    context: { id: [id] },
    category: 'OBJECT_NOT_FOUND',
  });

export const routeNotFound = (method: string, path: string) =>
  new HubSpotError(404, {
    message: `Unable to route ${method} ${path}`,
    category: 'OBJECT_NOT_FOUND',
  });

export const contactExists = (existingId: string) =>
  new HubSpotError(409, {
    message: `Contact already exists. Existing ID: ${existingId}`,
    category: 'CONFLICT',
  });

export const badRequest = (message: string, context?: Record<string, string[]>) =>
  new HubSpotError(400, {
    message,
    category: 'VALIDATION_ERROR',
    ...(context ? { context } : {}),
  });

/** One property's problem, as HubSpot lists them inside "Property values were not valid". */
export type PropertyProblem = {
  isValid: false;
  message: string;
  error: string;
  name: string;
  localizedErrorMessage: string;
};

export const invalidProperties = (problems: PropertyProblem[]) =>
  new HubSpotError(400, {
    message: `Property values were not valid: ${JSON.stringify(problems)}`,
    category: 'VALIDATION_ERROR',
  });

export const invalidJson = (detail: string) =>
  badRequest(`Invalid input JSON on line 1: ${detail}`);

export const rateLimited = () =>
  new HubSpotError(429, {
    message: 'You have reached your ten_secondly_rolling limit.',
    errorType: 'RATE_LIMIT',
    policyName: 'TEN_SECONDLY_ROLLING',
  });

/** A failure forced by a test (failNext, mode '500' or '503'). */
export const forcedFailure = (status: number) =>
  new HubSpotError(status, {
    message: status === 500 ? 'internal error' : reasonPhrase(status),
    category: status === 500 ? 'INTERNAL_ERROR' : 'SERVICE_UNAVAILABLE',
  });
