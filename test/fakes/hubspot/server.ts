import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, FakeHttpServer, parseJson, readBody } from '../fake-http-server';
import type { Controls } from './controls';
import {
  HubSpotError,
  invalidAuthentication,
  invalidJson,
  rateLimited,
  reasonPhrase,
  routeNotFound,
} from './errors';
import type { RateLimiter } from './rate-limit';
import { matchRoute, type Route } from './router';
import type { Store } from './state';

/** One request as the fake received it; the bearer token is left out. */
export type LoggedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, the raw text when it was not JSON, undefined when empty. */
  body: unknown;
  auth: 'valid' | 'invalid' | 'missing';
  /** The answer's status, 'dropped' when the connection was destroyed instead; unset while in flight. */
  status?: number | 'dropped';
  at: number;
};

type Outcome = { status: number; body: unknown } | 'drop';

/** The HTTP side of the fake: controls, the token, the rate limit, the request log, then the routes. */
export class FakeHubSpotServer extends FakeHttpServer<LoggedRequest> {
  constructor(
    host: string,
    private readonly store: Store,
    private readonly routes: readonly Route[],
    private readonly controls: Controls,
    private readonly limiter: RateLimiter,
    private readonly onRequest?: (request: LoggedRequest) => void,
  ) {
    super(host, 'fake HubSpot');
  }

  protected async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    const token = bearerToken(request.headers.authorization);
    const entry: LoggedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      auth: !token ? 'missing' : token === this.store.account.token ? 'valid' : 'invalid',
      at: this.store.now(),
    };
    this.requests.push(entry);
    const raw = await readBody(request);
    const json = raw ? parseJson(raw) : undefined;
    entry.body = json?.ok ? json.value : raw || undefined;
    if (this.controls.mode === 'slow') await this.delay(this.controls.delayMs);
    if (this.closed) return;

    let outcome: Outcome;
    try {
      if (raw === undefined) {
        throw new HubSpotError(413, { message: reasonPhrase(413), category: 'VALIDATION_ERROR' });
      }
      outcome = this.answer(request, url, entry.auth, json);
    } catch (error) {
      outcome = errorOutcome(error);
    }
    if (outcome === 'drop') {
      entry.status = 'dropped';
      request.socket.destroy();
    } else {
      entry.status = outcome.status;
      const correlationId =
        outcome.body && typeof outcome.body === 'object' && 'correlationId' in outcome.body
          ? String(outcome.body.correlationId)
          : randomUUID();
      const text = outcome.body === undefined ? '' : JSON.stringify(outcome.body);
      response.writeHead(outcome.status, reasonPhrase(outcome.status), {
        ...this.limiter.headers(this.store.now()),
        'X-HubSpot-Correlation-Id': correlationId,
        'Content-Type': 'application/json;charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
      });
      response.end(text);
    }
    this.onRequest?.(entry);
    this.handled.emit('handled');
  }

  private answer(
    request: IncomingMessage,
    url: URL,
    auth: LoggedRequest['auth'],
    json: ReturnType<typeof parseJson> | undefined,
  ): Outcome {
    const forced = this.controls.takeForcedFailure();
    if (forced) throw forced;
    if (this.controls.takeDrop()) return 'drop';
    if (auth !== 'valid') throw invalidAuthentication();
    if (!this.limiter.take(this.store.now())) throw rateLimited();
    const method = request.method ?? 'GET';
    const match = matchRoute(this.routes, method, url.pathname);
    if (!match) throw routeNotFound(method, url.pathname);
    if (json && !json.ok) throw invalidJson(json.message);
    const answer = match.route.handle({
      params: match.params,
      query: Object.fromEntries(url.searchParams),
      body: json?.ok ? json.value : undefined,
      store: this.store,
      searchLagMs: this.controls.searchLagMs,
      baseUrl: this.url,
    });
    if (match.route.write && answer.status < 300 && this.controls.takeLostAnswer(url.pathname)) {
      return 'drop';
    }
    return answer;
  }
}

function errorOutcome(error: unknown): Outcome {
  if (error instanceof HubSpotError) return { status: error.statusCode, body: error.body };
  // A bug in the fake itself: answer it like HubSpot's 500, and say what broke.
  const message = error instanceof Error ? error.message : String(error);
  return {
    status: 500,
    body: new HubSpotError(500, {
      message: `fake HubSpot failed: ${message}`,
      category: 'INTERNAL_ERROR',
    }).body,
  };
}
