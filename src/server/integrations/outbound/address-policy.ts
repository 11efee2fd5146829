import ipaddr from 'ipaddr.js';
import { embeddedIPv4 } from './embedded-ipv4';

/**
 * Which addresses a request may connect to. `public`: ordinary internet unicast. `private`:
 * loopback, RFC 1918 and IPv6 unique-local, reachable only with ALLOW_PRIVATE_OUTBOUND (a local
 * Ollama, the tests' fake servers). Everything else (link-local and the cloud metadata address
 * 169.254.169.254, carrier-grade NAT, multicast, broadcast, unspecified, reserved, documentation,
 * and IPv6 forms that relay to an IPv4 address such as 6to4 or NAT64) is never reached. An IPv6
 * address that carries an IPv4 address is never judged more open than that IPv4 address
 * (embedded-ipv4.ts): `::a00:1` is 10.0.0.1, never a public address.
 */
export type AddressClass = 'public' | 'private' | 'forbidden';

const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);

const STRICTNESS: AddressClass[] = ['public', 'private', 'forbidden'];

function rangeClass(address: ipaddr.IPv4 | ipaddr.IPv6): AddressClass {
  const range = address.range();
  if (range === 'unicast') return 'public';
  return PRIVATE_RANGES.has(range) ? 'private' : 'forbidden';
}

export function addressClass(address: string): AddressClass {
  if (!ipaddr.isValid(address)) return 'forbidden';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return rangeClass(parsed);
  const carried = embeddedIPv4(parsed as ipaddr.IPv6);
  if (!carried) return rangeClass(parsed);
  const inside = carried.addresses.map(rangeClass);
  // ::ffff:127.0.0.1 and ::127.0.0.1 are 127.0.0.1 to the socket: judged as the IPv4 address.
  // A relayed form (6to4, NAT64, Teredo) is judged by both, the stricter winning.
  const judged = carried.direct ? inside : [rangeClass(parsed), ...inside];
  return judged.reduce((a, b) => (STRICTNESS.indexOf(b) > STRICTNESS.indexOf(a) ? b : a));
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
