import { errorAnswerSchema, type ErrorAnswer } from '../../model/api-answers';

/** A non-successful answer; its message is the spec's "{status}: {body or statusText}". */
export class ApiError extends Error {
  /** The answer's `{ error }` when the body is one (a proxy's HTML page is not). */
  readonly answer: ErrorAnswer['error'] | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.answer = parseAnswer(body);
  }

  /** The server's own sentence for the user, when it sent one. */
  get userMessage(): string | undefined {
    return this.answer?.message;
  }
}

function parseAnswer(body: string): ErrorAnswer['error'] | undefined {
  try {
    return errorAnswerSchema.safeParse(JSON.parse(body)).data?.error;
  } catch {
    return undefined;
  }
}

/** A refused request as screens use it; `fields` only when the answer names fields. */
export type RefusedRequest = {
  status: number;
  code: string | undefined;
  message: string | undefined;
  fields: Readonly<Record<string, string>> | undefined;
};

/**
 * The server's refusal behind an error, or undefined when the server was not reached. Looks one
 * level into `cause` too, where a wrapped error carries it.
 */
export function apiErrorOf(error: unknown): RefusedRequest | undefined {
  const found = error instanceof ApiError ? error : (error as { cause?: unknown } | null)?.cause;
  if (!(found instanceof ApiError)) return undefined;
  return {
    status: found.status,
    code: found.answer?.code,
    message: found.answer?.message,
    fields: found.answer?.fields,
  };
}

/** What to tell the coach when a request failed: the server's sentence, or that it was not reached. */
export function failureMessage(error: unknown): string {
  const refused = apiErrorOf(error);
  if (!refused) return 'Could not reach the server. Check your connection and try again.';
  return refused.message ?? 'Something went wrong. Please try again.';
}

type Options = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sent as Idempotency-Key: the server does a change once per key (see lib/idempotency-key). */
  idempotencyKey?: string | undefined;
  /** Sent as X-Editor-Id: which builder tab made a change, so it can skip its own change events. */
  editorId?: string | undefined;
  /** Aborts the request (a Cancel button). */
  signal?: AbortSignal | undefined;
};

/** Every product call: credentials always, a JSON body and content type only when there is a body. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, idempotencyKey, editorId, signal }: Options = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers,
    ...(signal ? { signal } : {}),
  };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
  if (editorId !== undefined) headers['X-Editor-Id'] = editorId;
  const response = await fetch(path, init);
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
