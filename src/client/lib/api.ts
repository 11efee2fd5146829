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

type Options = { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown };

/** Every product call: credentials always, a JSON body and content type only when there is a body. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body }: Options = {},
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
