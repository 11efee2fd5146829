import { Client } from '@hubspot/api-client';
import type { Clock } from '../../clock';
import { CrmError } from '../crm/crm-port';
import { httpError, HUBSPOT, isHttpFailure, retryAfterMs, unreachableText } from './errors';

export type HubSpotSettings = {
  /** HUBSPOT_API_URL (https://api.hubapi.com), without a trailing slash. */
  baseUrl: string;
  clock: Clock;
  /** Each call's time limit (10 s). */
  timeoutMs?: number;
  /** How long a 429 that names no wait closes the account's gate (10 s, HubSpot's window). */
  defaultRetryAfterMs?: number;
};

/** One call through HubSpot's client, for one account: `call((client) => client.crm...)`. */
export type HubSpotCall = <T>(request: (client: Client) => Promise<T>) => Promise<T>;

/** A client for one token. Retries are ours (the lead outbox), so the client makes none. */
export function hubspotClient(baseUrl: string, token: string): Client {
  return new Client({ accessToken: token, basePath: baseUrl, numberOfApiCallRetries: 0 });
}

/**
 * Calls HubSpot: a time limit on each call, the caller's signal honoured, a per-account gate a 429
 * closes (calls while it is closed fail at once, without reaching HubSpot), and every failure as a
 * CrmError labelled 'HubSpot'. The client takes no signal, so a call that runs out of time is
 * left to finish on its own and its answer ignored.
 */
export class HubSpotTransport {
  private readonly closedUntil = new Map<string, number>();
  private readonly timeoutMs: number;
  private readonly defaultRetryAfterMs: number;

  constructor(private readonly settings: HubSpotSettings) {
    this.timeoutMs = settings.timeoutMs ?? 10_000;
    this.defaultRetryAfterMs = settings.defaultRetryAfterMs ?? 10_000;
  }

  coolingDownFor(accountId: string): number {
    const until = this.closedUntil.get(accountId);
    if (until === undefined) return 0;
    const left = until - this.settings.clock.now();
    if (left > 0) return left;
    this.closedUntil.delete(accountId);
    return 0;
  }

  /** A caller bound to one account's client (and the session's signal). */
  for(accountId: string | null, client: Client, signal?: AbortSignal): HubSpotCall {
    return (request) => this.call(accountId, () => request(client), signal);
  }

  /** Runs `request` under the gate, the time limit and the signal; maps what it throws. */
  async call<T>(
    accountId: string | null,
    request: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    if (accountId !== null) {
      const closed = this.coolingDownFor(accountId);
      if (closed > 0) {
        throw new CrmError(HUBSPOT, 429, 'Too Many Requests', 'cooling down', closed);
      }
    }
    try {
      return await this.limited(request, signal);
    } catch (error) {
      throw this.mapped(accountId, error);
    }
  }

  private limited<T>(request: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const gaveUp = () => new CrmError(HUBSPOT, null, 'no answer in time', null);
    if (signal?.aborted) return Promise.reject(gaveUp());
    return new Promise<T>((resolve, reject) => {
      const stop = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        stop();
        reject(gaveUp());
      };
      const timer = setTimeout(onAbort, this.timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      request().then(
        (value) => {
          stop();
          resolve(value);
        },
        (error: unknown) => {
          stop();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  private mapped(accountId: string | null, error: unknown): Error {
    if (error instanceof CrmError) return error;
    if (!isHttpFailure(error)) return new CrmError(HUBSPOT, null, unreachableText(error), null);
    if (error.code !== 429) return httpError(error);
    const wait = retryAfterMs(error.headers, this.defaultRetryAfterMs, this.settings.clock.now());
    if (accountId !== null) this.closedUntil.set(accountId, this.settings.clock.now() + wait);
    return httpError(error, wait);
  }
}
