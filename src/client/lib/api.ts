/** A non-successful answer; its message is the spec's "{status}: {body or statusText}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's own sentence for the user, when it sent one. */
  get userMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: { message?: unknown } };
      return typeof parsed.error?.message === 'string' ? parsed.error.message : undefined;
    } catch {
      return undefined;
    }
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sent as Idempotency-Key: the server does a change once per key (see lib/idempotency-key). */
  idempotencyKey?: string | undefined;
  /** Sent as X-Editor-Id: which builder tab made a change, so it can skip its own change events. */
  editorId?: string | undefined;
};

/** Every product call: credentials always, a JSON body and content type only when there is a body. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, idempotencyKey, editorId }: Options = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  const init: RequestInit = { method, credentials: 'include', headers };
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
