import type { Clock } from '../../clock';
import { GhlCoolingDown, GhlError, GhlSavingBudget } from './errors';
import { MAX_CLOSED_MS, RateGate } from './rate-gate';

export type GhlSettings = {
  /** GHL_API_URL, without a trailing slash. */
  baseUrl: string;
  clock: Clock;
  /** Each call's time limit (10 s). */
  timeoutMs?: number;
  /** How long a 429 without Retry-After closes the gate (10 s, the provider's window). */
  defaultRetryAfterMs?: number;
  /** Waits (tests may make it instant). */
  sleep?: (ms: number) => Promise<void>;
};

/** Who is calling: a coach's location and token. */
export type GhlCredentials = { token: string; locationId: string };

export type GhlRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Work no coach is waiting for (the lead outbox): it uses at most half of each window's
   * request budget, so the coach's own calls are answered while leads drain.
   */
  background?: boolean;
};

export type GhlCall = <T>(request: GhlRequest) => Promise<T>;

const API_VERSION = '2021-07-28';

/**
 * Calls GoHighLevel for one location: the headers it needs (Bearer token, Version, Accept), a time
 * limit, its rate limits honoured (see RateGate), and every failure as a GhlError. The token goes
 * into the Authorization header and nowhere else.
 */
export class GhlTransport {
  private readonly gates = new Map<string, RateGate>();
  private readonly timeoutMs: number;
  private readonly defaultRetryAfterMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly settings: GhlSettings) {
    this.timeoutMs = settings.timeoutMs ?? 10_000;
    this.defaultRetryAfterMs = settings.defaultRetryAfterMs ?? 10_000;
    this.sleep = settings.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  gate(locationId: string): RateGate {
    let gate = this.gates.get(locationId);
    if (!gate) {
      gate = new RateGate(this.settings.clock);
      this.gates.set(locationId, gate);
    }
    return gate;
  }

  /** A caller bound to one location's credentials. */
  for(credentials: GhlCredentials): GhlCall {
    return (request) => this.call(credentials, request);
  }

  private async call<T>(credentials: GhlCredentials, request: GhlRequest): Promise<T> {
    const gate = this.gate(credentials.locationId);
    const closed = gate.closedFor();
    if (closed > 0) throw new GhlCoolingDown(closed);
    if (request.background) {
      const wait = gate.backgroundWait();
      if (wait > 0) throw new GhlSavingBudget(wait);
    }
    const spacing = gate.spacing();
    if (spacing > 0) await this.sleep(spacing);

    const url = new URL(`${this.settings.baseUrl}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method,
        headers: {
          Authorization: `Bearer ${credentials.token}`,
          Version: API_VERSION,
          Accept: 'application/json',
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
    } catch (error) {
      const gaveUp = timeout.aborted || request.signal?.aborted === true;
      throw new GhlError(null, gaveUp ? 'no answer in time' : causeOf(error), null);
    }
    gate.observe(response.headers);
    const text = await response.text().catch(() => '');
    if (response.ok) return parseAnswer<T>(response, text);
    const reason = reasonIn(text);
    if (response.status === 429) {
      // However long the provider asks, a minute at most: one answer must not stop a coach's CRM
      // (and every lead) for an hour.
      const retryAfterMs = Math.min(
        MAX_CLOSED_MS,
        retryAfterOf(response.headers) ?? this.defaultRetryAfterMs,
      );
      gate.close(retryAfterMs);
      throw new GhlError(429, response.statusText || 'Too Many Requests', reason, retryAfterMs);
    }
    throw new GhlError(
      response.status,
      response.statusText || statusTextOf(response.status),
      reason,
    );
  }
}

function parseAnswer<T>(response: Response, text: string): T {
  try {
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw new GhlError(response.status, 'answer is not JSON', null);
  }
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused';
  if (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET') return 'connection lost';
  if (cause?.code === 'ENOTFOUND') return 'address not found';
  return 'network error';
}

/** The provider's message: a string, or (422) an array of strings. */
function reasonIn(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message.slice(0, 300);
    if (Array.isArray(body.message)) return body.message.map(String).join('; ').slice(0, 300);
  } catch {
    // Not JSON: no reason to repeat.
  }
  return null;
}

function retryAfterOf(headers: Headers): number | null {
  const value = headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusTextOf(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}
