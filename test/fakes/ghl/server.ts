import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, FakeHttpServer, parseJson, readBody } from '../fake-http-server';
import type { Controls } from './controls';
import { GhlError, invalidToken, missingVersion, reasonPhrase, routeNotFound } from './errors';
import type { RateLimiter } from './rate-limit';
import { API_VERSION, matchRoute, type Route } from './router';
import type { Store, StoredLocation } from './state';

/** One request as the fake received it; the bearer token is left out. */
export type LoggedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, the raw text when it was not JSON, undefined when empty. */
  body: unknown;
  /** Lower-case names, without `authorization`. */
  headers: Record<string, string>;
  auth: 'valid' | 'invalid' | 'missing';
  /** The answer's status, 'dropped' when the connection was destroyed instead; unset while in flight. */
  status?: number | 'dropped';
  at: number;
};

type Outcome = { status: number; body: unknown; headers: Record<string, string> } | 'drop';

function loggedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'authorization' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** The HTTP side of the fake: header checks, modes, rate limits, the request log, then the routes. */
export class FakeGhlServer extends FakeHttpServer<LoggedRequest> {
  constructor(
    host: string,
    private readonly store: Store,
    private readonly routes: readonly Route[],
    private readonly controls: Controls,
    private readonly limiter: RateLimiter,
    private readonly onRequest?: (request: LoggedRequest) => void,
  ) {
    super(host, 'fake GoHighLevel');
  }

  protected async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    const token = bearerToken(request.headers.authorization);
    const location = token ? this.store.locationByToken(token) : undefined;
    const entry: LoggedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      headers: loggedHeaders(request),
      auth: !token ? 'missing' : location ? 'valid' : 'invalid',
      at: this.store.now(),
    };
    this.requests.push(entry);
    const raw = await readBody(request);
    const json = raw ? parseJson(raw) : undefined;
    entry.body = json?.ok ? json.value : raw || undefined;
    if (this.controls.mode === 'slow') await this.delay(this.controls.delayMs);
    await this.controls.waitForGathering(url.pathname);
    if (this.closed) return;

    let outcome: Outcome;
    try {
      if (raw === undefined) {
        throw new GhlError(413, {
          statusCode: 413,
          message: 'request entity too large',
          error: 'Payload Too Large',
        });
      }
      outcome = this.answer(request, url, location, json);
    } catch (error) {
      outcome = this.errorOutcome(error, location);
    }
    if (outcome === 'drop') {
      entry.status = 'dropped';
      request.socket.destroy();
    } else {
      entry.status = outcome.status;
      const text = JSON.stringify(outcome.body);
      response.writeHead(outcome.status, reasonPhrase(outcome.status), {
        ...outcome.headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
      });
      response.end(text);
    }
    this.onRequest?.(entry);
    this.handled.emit('handled');
  }

  private errorOutcome(error: unknown, location: StoredLocation | undefined): Outcome {
    const limits = this.limiter.headers(location?.id, this.store.now());
    if (error instanceof GhlError) {
      const headers = { ...limits, ...error.headers };
      if (error.statusCode === 429) headers['X-RateLimit-Remaining'] = '0';
      return { status: error.statusCode, body: error.body, headers };
    }
    // A bug in the fake itself: answer it like the provider's 500, and say what broke.
    const message = error instanceof Error ? error.message : String(error);
    return {
      status: 500,
      body: { statusCode: 500, message: `fake GoHighLevel failed: ${message}` },
      headers: limits,
    };
  }

  private answer(
    request: IncomingMessage,
    url: URL,
    location: StoredLocation | undefined,
    json: ReturnType<typeof parseJson> | undefined,
  ): Outcome {
    const forced = this.controls.takeForcedFailure();
    if (forced) throw forced;
    if (this.controls.takeDrop()) return 'drop';
    if (json && !json.ok) {
      throw new GhlError(400, { statusCode: 400, message: json.message, error: 'Bad Request' });
    }
    const method = request.method ?? 'GET';
    const match = matchRoute(this.routes, method, url.pathname);
    if (!match) throw routeNotFound(method, url.pathname);
    const version = request.headers['version'];
    if (typeof version !== 'string' || !(match.route.versions ?? [API_VERSION]).includes(version)) {
      throw missingVersion();
    }
    if (!location) throw invalidToken();
    const now = this.store.now();
    const { retryAfterSeconds } = this.limiter.take(location.id, now);
    if (retryAfterSeconds !== undefined) {
      throw new GhlError(
        429,
        { statusCode: 429, message: reasonPhrase(429) },
        { 'Retry-After': String(retryAfterSeconds) },
      );
    }
    const answer = match.route.handle({
      params: match.params,
      query: Object.fromEntries(url.searchParams),
      body: json?.ok ? json.value : {},
      location,
      store: this.store,
      baseUrl: this.url,
    });
    if (match.route.write && answer.status < 300 && this.controls.takeLostAnswer(url.pathname)) {
      return 'drop';
    }
    return { ...answer, headers: this.limiter.headers(location.id, now) };
  }
}
