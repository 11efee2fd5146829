import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { OutboundError } from './errors';
import { mayConnect, type AddressRules } from './address-policy';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** A host name's addresses (the system resolver by default; tests give a fake one). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Every address of `hostname`, each one allowed, or an OutboundError saying why not. */
export async function allowedAddresses(
  hostname: string,
  protocol: 'http:' | 'https:',
  rules: AddressRules,
  resolve: Resolver,
): Promise<ResolvedAddress[]> {
  let found: ResolvedAddress[];
  try {
    found = await resolve(hostname);
  } catch {
    throw new OutboundError('unresolvable', hostname);
  }
  if (found.length === 0) throw new OutboundError('unresolvable', hostname);
  // One refused address refuses the name: the socket could be given any of them.
  const refused = found.find((a) => !mayConnect(a.address, protocol, rules));
  if (refused) {
    throw new OutboundError(
      protocol === 'https:' ? 'not-public' : 'not-https',
      `${hostname} -> ${refused.address}`,
    );
  }
  return found;
}

/**
 * The `lookup` the sockets use: the name is resolved when the connection is made and every address
 * checked then, so a DNS answer that changed since the address was accepted (rebinding) is refused.
 */
export function guardedLookup(
  protocol: 'http:' | 'https:',
  rules: AddressRules,
  resolve: Resolver,
): LookupFunction {
  return (hostname, options, callback) => {
    allowedAddresses(hostname, protocol, rules, resolve).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? found.filter((a) => a.family === wanted) : found;
        const first = usable[0];
        if (!first) {
          callback(new OutboundError('unresolvable', hostname), '', 4);
        } else if (options.all) {
          // net's types describe one address; with `all` it is called with the whole list.
          (callback as unknown as (e: null, list: ResolvedAddress[]) => void)(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}
