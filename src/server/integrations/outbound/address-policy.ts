import ipaddr from 'ipaddr.js';

/**
 * Which addresses a request may connect to. `public`: ordinary internet unicast. `private`:
 * loopback, RFC 1918 and IPv6 unique-local, reachable only with ALLOW_PRIVATE_OUTBOUND (a local
 * Ollama, the tests' fake servers). Everything else (link-local and the cloud metadata address
 * 169.254.169.254, carrier-grade NAT, multicast, broadcast, unspecified, reserved, documentation,
 * and IPv6 forms that carry an IPv4 address such as 6to4 or NAT64) is never reached.
 */
export type AddressClass = 'public' | 'private' | 'forbidden';

const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);

export function addressClass(address: string): AddressClass {
  if (!ipaddr.isValid(address)) return 'forbidden';
  let parsed = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1 to the socket: judge the IPv4 address it carries.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return 'public';
  return PRIVATE_RANGES.has(range) ? 'private' : 'forbidden';
}

/** What one guarded client lets through; the scheme decides which classes it may reach. */
export type AddressRules = {
  /** ALLOW_PRIVATE_OUTBOUND: loopback and private addresses too, over http or https. */
  allowPrivate: boolean;
  /** Exact addresses treated as private ones allowed (one internal host; a test's server). */
  allowAddresses?: readonly string[];
};

/**
 * Whether `address` may be reached over `protocol`. https: public addresses, and private ones
 * when allowed. Plain http: only private ones when allowed (a local model), never the internet.
 */
export function mayConnect(
  address: string,
  protocol: 'http:' | 'https:',
  rules: AddressRules,
): boolean {
  const listed = rules.allowAddresses?.includes(address) ?? false;
  const kind = listed ? 'private' : addressClass(address);
  if (kind === 'forbidden') return false;
  if (kind === 'private') return rules.allowPrivate || listed;
  return protocol === 'https:';
}
