import ipaddr from 'ipaddr.js';

/**
 * The IPv4 addresses an IPv6 address carries. Many IPv6 forms hold an IPv4 address in some of
 * their bits, and a socket, a tunnel or a translator may deliver a connection there: `::ffff:7f00:1`
 * and the older `::7f00:1` are 127.0.0.1 to the socket, and 6to4, NAT64 and Teredo addresses are
 * relayed to the IPv4 address inside them. Each is judged by that address.
 */

type Embedding = {
  /** The IPv6 range, as CIDR. */
  range: string;
  /** Where each IPv4 address starts, in bytes, and whether it is stored inverted (Teredo). */
  at: { byte: number; inverted?: boolean }[];
  /** Whether a connection to it is one to the IPv4 address itself (no relay in between). */
  direct: boolean;
};

const EMBEDDINGS: Embedding[] = [
  // IPv4-mapped (RFC 4291): what a dual-stack socket uses for IPv4 peers.
  { range: '::ffff:0:0/96', at: [{ byte: 12 }], direct: true },
  // IPv4-compatible (RFC 4291, deprecated): `::a00:1` is 10.0.0.1.
  { range: '::/96', at: [{ byte: 12 }], direct: true },
  // IPv4-translated (RFC 6145, SIIT).
  { range: '::ffff:0:0:0/96', at: [{ byte: 12 }], direct: false },
  // NAT64, the well-known prefix (RFC 6052) and the local-use one (RFC 8215) at its /96.
  { range: '64:ff9b::/96', at: [{ byte: 12 }], direct: false },
  { range: '64:ff9b:1::/48', at: [{ byte: 12 }], direct: false },
  // 6to4 (RFC 3056): 2002:AABB:CCDD::/48 is the site behind AA.BB.CC.DD.
  { range: '2002::/16', at: [{ byte: 2 }], direct: false },
  // Teredo (RFC 4380): its server, and its client's address stored inverted in the last bytes.
  { range: '2001::/32', at: [{ byte: 4 }, { byte: 12, inverted: true }], direct: false },
];

const parsedRanges = EMBEDDINGS.map((embedding) => ({
  ...embedding,
  cidr: ipaddr.IPv6.parseCIDR(embedding.range),
}));

export type EmbeddedIPv4 = { addresses: ipaddr.IPv4[]; direct: boolean };

/** The IPv4 addresses `address` carries (the first form it matches), or null when none. */
export function embeddedIPv4(address: ipaddr.IPv6): EmbeddedIPv4 | null {
  // `::` and `::1` are IPv6's own unspecified and loopback addresses, judged as such.
  const range = address.range();
  if (range === 'unspecified' || range === 'loopback') return null;
  const form = parsedRanges.find((embedding) => address.match(embedding.cidr));
  if (!form) return null;
  const bytes = address.toByteArray();
  const addresses = form.at.map(({ byte, inverted }) => {
    const four = bytes.slice(byte, byte + 4).map((b) => (inverted ? b ^ 0xff : b));
    return new ipaddr.IPv4(four);
  });
  return { addresses, direct: form.direct };
}
