import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { addressClass, mayConnect } from './address-policy';
import { checkedUrl } from './checked-url';
import { OutboundError } from './errors';
import type { Resolver } from './guarded-lookup';

/**
 * Issue 36: an address a coach gives (her own AI, a webhook) is judged by where a connection to it
 * goes. An IPv6 address that carries an IPv4 one (mapped, the old IPv4-compatible form, SIIT,
 * NAT64, 6to4, Teredo) reaches that IPv4 address, so a private one inside is never public.
 */

const byte = fc.integer({ min: 0, max: 255 });
const between = (min: number, max: number) => fc.integer({ min, max });

/** IPv4 addresses that are not the internet's: loopback, RFC 1918, link-local and so on. */
const notPublicIPv4 = fc.oneof(
  fc.tuple(fc.constant(127), byte, byte, byte),
  fc.tuple(fc.constant(10), byte, byte, byte),
  fc.tuple(fc.constant(172), between(16, 31), byte, byte),
  fc.tuple(fc.constant(192), fc.constant(168), byte, byte),
  fc.tuple(fc.constant(169), fc.constant(254), byte, byte),
  fc.tuple(fc.constant(100), between(64, 127), byte, byte),
  fc.tuple(fc.constant(0), byte, byte, byte),
  fc.tuple(between(224, 255), byte, byte, byte),
);

/** Ordinary internet IPv4 addresses (8.0.0.0/8 and 1.0.0.0/8 hold no special range). */
const publicIPv4 = fc.tuple(fc.constantFrom(1, 8), byte, byte, byte);

type Four = [number, number, number, number];
const dotted = (v4: Four) => v4.join('.');
const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
const words = (v4: Four) => `${hex(v4[0], v4[1])}:${hex(v4[2], v4[3])}`;
const inverted = (v4: Four) => v4.map((b) => b ^ 0xff) as Four;
const suffix = fc.array(between(0, 0xffff), { minLength: 5, maxLength: 5 });

/** Every way an IPv6 address may carry `inside`, with the other bits random. */
function embeddings(inside: Four, other: Four, rest: number[]): Record<string, string> {
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = rest.map((n) => n.toString(16));
  return {
    'IPv4-mapped, dotted': `::ffff:${dotted(inside)}`,
    'IPv4-mapped, hex': `::ffff:${words(inside)}`,
    'IPv4-compatible, dotted': `::${dotted(inside)}`,
    'IPv4-compatible, hex': `::${words(inside)}`,
    'IPv4-translated (SIIT)': `::ffff:0:${words(inside)}`,
    'NAT64 well-known': `64:ff9b::${words(inside)}`,
    'NAT64 local-use': `64:ff9b:1:${a}:${b}:${c}:${words(inside)}`,
    '6to4': `2002:${words(inside)}:${a}:${b}:${c}:${d}:${e}`,
    'Teredo server': `2001:0:${words(inside)}:${a}:${b}:${words(inverted(other))}`,
    'Teredo client': `2001:0:${words(other)}:${a}:${b}:${words(inverted(inside))}`,
  };
}

const noDns: Resolver = async () => {
  throw new Error('a literal address is never looked up');
};

describe('IPv6 addresses that carry an IPv4 address', () => {
  it('are never public, nor reached, when the IPv4 address inside is not public', async () => {
    await fc.assert(
      fc.asyncProperty(notPublicIPv4, publicIPv4, suffix, async (inside, other, rest) => {
        expect(addressClass(dotted(inside))).not.toBe('public');
        for (const [form, address] of Object.entries(embeddings(inside, other, rest))) {
          const said = `${form}: ${address} carries ${dotted(inside)}`;
          expect(ipaddr.IPv6.isValid(address), said).toBe(true);
          expect(addressClass(address), said).not.toBe('public');
          expect(mayConnect(address, 'https:', { allowPrivate: false }), said).toBe(false);
          // As a coach would type it: the URL, which the URL parser rewrites first.
          const url = `https://[${address}]/v1`;
          const refused = await checkedUrl(url, { allowPrivate: false }, noDns).catch((e) => e);
          expect(refused, said).toBeInstanceOf(OutboundError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the forms a socket takes as IPv4 keep that address’s class exactly', () => {
    fc.assert(
      fc.property(fc.oneof(notPublicIPv4, publicIPv4), (inside) => {
        // 0.0.0.1 in the compatible form is ::1, IPv6's own loopback.
        fc.pre(inside[0] !== 0);
        const expected = addressClass(dotted(inside));
        for (const address of [
          `::ffff:${dotted(inside)}`,
          `::ffff:${words(inside)}`,
          `::${dotted(inside)}`,
          `::${words(inside)}`,
        ]) {
          expect(addressClass(address), address).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the examples the issue names are refused; ordinary IPv6 and IPv4 stay public', () => {
    for (const address of [
      '::127.0.0.1',
      '::a00:1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '2002:7f00:1::',
      '64:ff9b::7f00:1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
    ]) {
      expect(addressClass(address), address).not.toBe('public');
    }
    expect(addressClass('::a00:1')).toBe('private');
    expect(addressClass('::1')).toBe('private');
    expect(addressClass('::ffff:8.8.8.8')).toBe('public');
    expect(addressClass('2606:4700:4700::1111')).toBe('public');
    expect(addressClass('8.8.8.8')).toBe('public');
  });
});
