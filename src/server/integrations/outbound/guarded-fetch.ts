import { TransformStream } from 'node:stream/web';
import { Agent, fetch as undiciFetch, Response as UndiciResponse } from 'undici';
import type { AddressRules } from './address-policy';
import { checkedUrl, type OutboundProtocol } from './checked-url';
import { OutboundError, outboundErrorIn } from './errors';
import { guardedLookup, systemResolver, type Resolver } from './guarded-lookup';

export type OutboundOptions = AddressRules & {
  /** The system resolver by default. */
  resolve?: Resolver;
  /** The whole exchange, answer included (30 s). */
  timeoutMs?: number;
  /** Connecting, TLS handshake included (10 s). */
  connectMs?: number;
  /** The largest answer read (5 MB). */
  maxBytes?: number;
  /** Redirects followed, each one checked like the first address (3). */
  maxRedirects?: number;
};

export type Limits = Pick<OutboundOptions, 'timeoutMs' | 'connectMs' | 'maxBytes'>;

/** A `fetch` for addresses a coach gave (their own AI, webhooks), and the check it makes first. */
export type OutboundClient = {
  fetch: typeof globalThis.fetch;
  /** The address as a URL this client would call, or an OutboundError saying why not. */
  check: (raw: string) => Promise<URL>;
  /** The same client with other limits (the AI's answers may take a minute). */
  within: (limits: Limits) => typeof globalThis.fetch;
  readonly allowPrivate: boolean;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The one client for outbound requests to addresses a coach chose (issue 27). Node's fetch
 * (undici) with a dispatcher whose sockets resolve names through `guardedLookup`, so the address
 * checked is the address connected to; redirects are followed by hand, each hop checked, and the
 * answer is held to a time and size limit.
 */
export function outboundClient(options: OutboundOptions): OutboundClient {
  const resolve = options.resolve ?? systemResolver;
  const defaults = {
    timeoutMs: options.timeoutMs ?? 30_000,
    maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
    connectMs: options.connectMs ?? 10_000,
  };
  const maxRedirects = options.maxRedirects ?? 3;
  // One pair of agents per connect limit in use (webhooks keep theirs short).
  const agentsByConnect = new Map<number, Record<OutboundProtocol, Agent>>();
  const agentsFor = (connectMs: number) => {
    const made = agentsByConnect.get(connectMs);
    if (made) return made;
    const agentFor = (protocol: OutboundProtocol) =>
      new Agent({
        connect: { lookup: guardedLookup(protocol, options, resolve), timeout: connectMs },
      });
    const agents = { 'https:': agentFor('https:'), 'http:': agentFor('http:') };
    agentsByConnect.set(connectMs, agents);
    return agents;
  };

  async function guardedFetch(
    { timeoutMs, maxBytes, connectMs }: typeof defaults,
    input: string | URL | Request,
    init: RequestInit = {},
  ): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let url = await checkedUrl(
      typeof input === 'string' || input instanceof URL ? input : input.url,
      options,
      resolve,
    );
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = new Headers(init.headers);
    const agents = agentsFor(connectMs);
    for (let hop = 0; ; hop += 1) {
      let response: UndiciResponse;
      try {
        response = await undiciFetch(url, {
          method,
          headers,
          body: body as never,
          redirect: 'manual',
          signal,
          dispatcher: agents[url.protocol],
        });
      } catch (error) {
        if (timeout.aborted && !init.signal?.aborted) throw new OutboundError('timeout', url.host);
        // A refusal from the socket's lookup arrives as fetch's `cause`.
        throw outboundErrorIn(error) ?? error;
      }
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || location === null) {
        return limited(response, maxBytes) as unknown as Response;
      }
      await response.body?.cancel();
      if (hop >= maxRedirects) throw new OutboundError('too-many-redirects', url.host);
      const next = await checkedUrl(new URL(location, url), options, resolve);
      // A key meant for one host is not handed to another.
      if (next.origin !== url.origin) {
        headers.delete('authorization');
        headers.delete('cookie');
      }
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
      url = next;
    }
  }

  return {
    fetch: guardedFetch.bind(null, defaults) as typeof globalThis.fetch,
    within: (limits) =>
      guardedFetch.bind(null, { ...defaults, ...limits }) as typeof globalThis.fetch,
    check: (raw) => checkedUrl(raw, options, resolve),
    allowPrivate: options.allowPrivate,
  };
}

/** The answer, its body cut off with an OutboundError past `maxBytes`. */
function limited(response: UndiciResponse, maxBytes: number): UndiciResponse {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    void response.body?.cancel();
    throw new OutboundError('too-large', `${declared} bytes`);
  }
  if (!response.body) return response;
  let seen = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<ArrayBufferView | undefined, Uint8Array>({
      transform(chunk, controller) {
        if (!chunk) return;
        seen += chunk.byteLength;
        if (seen > maxBytes)
          controller.error(new OutboundError('too-large', `over ${maxBytes} bytes`));
        else controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      },
    }),
  );
  return new UndiciResponse(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
