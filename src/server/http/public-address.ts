/**
 * Where visitors reach this server, for the links it writes (canonical, og:url, sitemap, robots,
 * share links). PUBLIC_URL when configured; otherwise the request's host only when it is on the
 * allow-list, so a hostile Host or X-Forwarded-Host header can never put its own address into a
 * page, and the set of addresses a page is ever written for stays small.
 */
export type PublicAddress = {
  publicUrl?: string;
  /** Host names, or host:port, that may name this server (lowercase). */
  allowedHosts: readonly string[];
  /** The address used for any other host; from the listening port when unset. */
  defaultOrigin?: string;
};

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The loopback names and the configured HOST, unless ALLOWED_HOSTS lists others. */
export function allowedHostsFor(host: string, configured: readonly string[] | undefined): string[] {
  if (configured && configured.length > 0) return [...configured];
  const named = host.trim().toLowerCase();
  const own = WILDCARD_HOSTS.has(named) ? [] : [named.includes(':') ? `[${named}]` : named];
  return [...new Set([...LOOPBACK_HOSTS, ...own])];
}

/** "Example.COM:5000" -> { name: "example.com", port: "5000" }; null for anything malformed. */
function splitHost(host: string): { name: string; port: string | undefined } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::([0-9]{1,5}))?$/.exec(host.toLowerCase());
  if (!match?.[1]) return null;
  return { name: match[1], port: match[2] };
}

/** What these functions read of a request: a Fastify request, or a raw one seen by request-view.ts. */
export type AskedAt = {
  host: string;
  protocol: string;
  socket: { localPort?: number | undefined };
};

function localPort(request: AskedAt): string {
  return String(request.socket.localPort ?? 80);
}

/** Whether `host` (from the request) is one the operator allowed, on the port it was received on. */
export function isAllowedHost(request: AskedAt, allowed: readonly string[]): boolean {
  const parsed = splitHost(request.host);
  if (!parsed) return false;
  const port = parsed.port ?? (request.protocol === 'https' ? '443' : '80');
  return allowed.some((entry) => {
    const want = splitHost(entry);
    if (!want || want.name !== parsed.name) return false;
    // host:port entries match exactly; a bare name matches on the port this server received it on.
    if (want.port !== undefined) return want.port === port;
    return parsed.port === undefined || parsed.port === localPort(request);
  });
}

export function publicOrigin(request: AskedAt, address: PublicAddress): string {
  if (address.publicUrl) return address.publicUrl.replace(/\/+$/, '');
  if (isAllowedHost(request, address.allowedHosts)) {
    return `${request.protocol}://${request.host.toLowerCase()}`;
  }
  return address.defaultOrigin ?? `http://localhost:${localPort(request)}`;
}

/** The address to name at start-up and to use for hostile hosts. */
export function defaultOriginFor(host: string, port: number): string {
  const named = host.trim().toLowerCase();
  if (WILDCARD_HOSTS.has(named) || named === '') return `http://localhost:${port}`;
  return `http://${named.includes(':') ? `[${named}]` : named}:${port}`;
}
