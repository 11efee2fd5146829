import type { BuilderTransport } from '../../src/client/screens/builder/state/builder-store';
import { normalizeWebsite } from '../../src/client/screens/builder/state/normalize';
import { storedForm } from '../../src/client/screens/builder/state/plan-sync';
import type { Website } from '../../src/model/website';
import type { TestApp } from './test-app';

class HttpError extends Error {
  /** The server's own sentence, as the browser's api helper shows it. */
  readonly userMessage: string;

  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`);
    let message: unknown;
    try {
      message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    } catch {
      message = undefined;
    }
    this.userMessage = typeof message === 'string' ? message : this.message;
  }
}

export type Failures = {
  /** Requests that fail before they reach the server. */
  next: number;
  /** Requests the server carries out whose answers are then lost on the way back. */
  lostAnswers: number;
};

/** The real app through inject(), with the network failures `failures` asks for. */
export function injectTransport(
  t: TestApp,
  failures: Failures = { next: 0, lostAnswers: 0 },
  sent = { count: 0 },
): BuilderTransport {
  return {
    async send(method, path, body, idempotencyKey) {
      if (method !== 'GET') sent.count += 1;
      if (failures.next > 0) {
        failures.next -= 1;
        throw new TypeError('Failed to fetch');
      }
      const response = await t.app.inject({
        method,
        url: path,
        headers: {
          cookie: t.cookie,
          ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
        },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (failures.lostAnswers > 0 && method !== 'GET') {
        failures.lostAnswers -= 1;
        throw new TypeError('Failed to fetch');
      }
      if (response.statusCode >= 400) throw new HttpError(response.statusCode, response.body);
      return response.body ? (JSON.parse(response.body) as unknown) : undefined;
    },
    statusOf: (error) => (error instanceof HttpError ? error.status : undefined),
    messageOf: (error) => (error instanceof HttpError ? error.userMessage : 'no connection'),
  };
}

/** What a visitor would see: ids aside from versions, content as shown (rich text as sanitised). */
export function visible(website: Website) {
  return normalizeWebsite(website).sections.map((s) => ({
    id: s.id,
    name: s.name,
    type: s.type,
    title: s.title,
    elements: s.elements.map((e) => ({
      id: e.id,
      type: e.type,
      content: Object.fromEntries(
        Object.entries(storedForm(e)).filter(([, v]) => v !== '' && v !== false),
      ),
      styles: e.styles,
    })),
  }));
}
