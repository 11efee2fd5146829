import type { FakeGhl } from '../ghl-server';

export type Answer<T> = { status: number; headers: Headers; body: T };

/**
 * Calls the fake over real HTTP with the headers the provider expects (Bearer token, Version
 * 2021-07-28, JSON). `headers` adds to them; a `null` value leaves that header out. `T` is the
 * body the caller expects (the fake's answers are checked against the OpenAPI in shapes.test.ts).
 */
export function providerClient(fake: FakeGhl, token = fake.apiKey) {
  return async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string | null> = {},
  ): Promise<Answer<T>> {
    const all: Record<string, string | null> = {
      Authorization: `Bearer ${token}`,
      Version: '2021-07-28',
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    };
    const sent = Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    const response = await fetch(`${fake.url}${path}`, {
      method,
      headers: sent,
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    const parsed: T = text ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, body: parsed };
  };
}
