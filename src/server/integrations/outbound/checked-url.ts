import ipaddr from 'ipaddr.js';
import { mayConnect, type AddressRules } from './address-policy';
import { OutboundError } from './errors';
import { allowedAddresses, type Resolver } from './guarded-lookup';

export type OutboundProtocol = 'http:' | 'https:';

/** A URL's host without IPv6 brackets: `[::1]` is `::1`. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * `raw` as a URL the rules let us call, or an OutboundError: https (http only to an allowed private
 * address), and its host, a literal address or a name, only ever public (or allowed private).
 * Checked before each request and each redirect; the socket's lookup checks the name again.
 */
export async function checkedUrl(
  raw: string | URL,
  rules: AddressRules,
  resolve: Resolver,
): Promise<URL & { protocol: OutboundProtocol }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('bad-address');
  }
  const protocol = url.protocol;
  if (protocol !== 'https:' && protocol !== 'http:') throw new OutboundError('not-https', protocol);
  const host = bareHost(url);
  if (ipaddr.isValid(host)) {
    // A literal address never reaches a lookup: it is judged here.
    if (!mayConnect(host, protocol, rules)) {
      throw new OutboundError(protocol === 'https:' ? 'not-public' : 'not-https', host);
    }
  } else {
    await allowedAddresses(host, protocol, rules, resolve);
  }
  return url as URL & { protocol: OutboundProtocol };
}
