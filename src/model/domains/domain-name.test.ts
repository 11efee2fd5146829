import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  challengeRecordName,
  domainNameSchema,
  isApexDomain,
  normalizeDomain,
  pointingRecordKind,
} from './domain-name';

const OWN = ['coachsite.example.com', 'sites.example.net'];
const stored = (input: string) => normalizeDomain(input, OWN);
const problemOf = (input: string) => {
  const result = stored(input);
  return result.ok ? `accepted as ${result.domain}` : result.problem;
};

const NOT_IP = 'must be a domain name such as coach.com, not an IP address';
const BAD_CHARACTERS =
  'must be a domain name such as coach.com (letters, digits, hyphens and dots)';
const OWN_ADDRESS = "is this service's own address; use a domain of your own";

/** A label a registrar would sell: letters and digits, hyphens inside, never `xx--` (IDNA's). */
const label = fc
  .stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/)
  .filter((l) => l.slice(2, 4) !== '--');
const ending = fc.constantFrom('com', 'net', 'de', 'co.uk', 'io', 'coach', 'com.au');
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), ending)
  .map(([labels, end]) => [...labels, end].join('.'));

describe('a domain as a coach types it', () => {
  it.each([
    ['coach.com', 'coach.com'],
    ['  Coach.COM  ', 'coach.com'],
    ['coach.com.', 'coach.com'],
    ['https://www.coach.com/about?x=1#top', 'www.coach.com'],
    ['http://coach.com:8080', 'coach.com'],
    ['coach.com:443/', 'coach.com'],
    ['Bücher.de', 'xn--bcher-kva.de'],
    ['https://BÜCHER.de./', 'xn--bcher-kva.de'],
    ['ｃｏａｃｈ。com', 'coach.com'],
    ['my-coach.co.uk', 'my-coach.co.uk'],
    ['coach.test', 'coach.test'],
  ])('%j is stored as %j', (input, domain) => {
    expect(stored(input)).toEqual({ ok: true, domain });
    expect(domainNameSchema(OWN).parse(input)).toBe(domain);
  });

  it.each([
    ['an IPv4 address', '203.0.113.9', NOT_IP],
    ['an IPv4 address with a scheme and port', 'http://127.0.0.1:3000/', NOT_IP],
    ['an IPv4 address written as a number', '2130706433', NOT_IP],
    ['an IPv4 address in short hex', '0x7f.1', NOT_IP],
    ['an IPv6 address', '2001:db8::1', NOT_IP],
    ['a bracketed IPv6 address', '[::1]', NOT_IP],
    ['a bracketed IPv6 address with a port', 'https://[2001:db8::1]:8443/', NOT_IP],
    ['localhost', 'localhost', 'must be a domain on the internet, not localhost'],
    [
      'a name under localhost',
      'Coach.Localhost.',
      'must be a domain on the internet, not localhost',
    ],
    ['a single label', 'coach', 'must be a whole domain with a dot, such as coach.com'],
    ['a wildcard', '*.coach.com', 'must be one domain such as coach.com, not a wildcard'],
    [
      'a label over 63 characters',
      `${'a'.repeat(64)}.com`,
      `has a part longer than 63 characters (${'a'.repeat(20)}...)`,
    ],
    ['an underscore', 'coach_site.com', BAD_CHARACTERS],
    ['a space', 'coach site.com', BAD_CHARACTERS],
    ['a percent sign', 'coach%2ecom', BAD_CHARACTERS],
    ['an exclamation mark', 'coach!.com', BAD_CHARACTERS],
    ['a leading hyphen', '-coach.com', 'has a part that starts or ends with a hyphen (-coach)'],
    ['a trailing hyphen', 'coach-.com', 'has a part that starts or ends with a hyphen (coach-)'],
    ['two dots together', 'coach..com', 'has an empty part between two dots'],
    ['a leading dot', '.coach.com', 'has an empty part between two dots'],
    ['a broken punycode label', 'xn--zz.com', BAD_CHARACTERS],
    [
      'a name over 253 characters',
      `${'abcdefghi.'.repeat(25)}coach.com`,
      'is longer than 253 characters',
    ],
    [
      'a public suffix',
      'co.uk',
      'is an ending shared by many domains (co.uk), not a domain of its own',
    ],
    [
      'an email address',
      'maya@coach.com',
      'must be a domain such as coach.com, not an email address',
    ],
    ['nothing', '   ', 'is required'],
    ['a scheme alone', 'https://', 'must be a domain name such as coach.com'],
    ["the operator's host", 'coachsite.example.com', OWN_ADDRESS],
    [
      "the operator's host in capitals with a path",
      'HTTPS://CoachSite.Example.com/s/maya',
      OWN_ADDRESS,
    ],
    ["a subdomain of the operator's host", 'maya.coachsite.example.com', OWN_ADDRESS],
    ['the CNAME target', 'sites.example.net', OWN_ADDRESS],
  ])('refuses %s (%j): %j', (_what, input, problem) => {
    expect(stored(input)).toEqual({ ok: false, problem });
    const parsed = domainNameSchema(OWN).safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(problem);
  });

  it("accepts the operator's parent domain and a name that only ends like its host", () => {
    expect(problemOf('example.com')).toBe('accepted as example.com');
    expect(problemOf('notcoachsite.example.com')).toBe('accepted as notcoachsite.example.com');
  });

  it('reads own hosts given with a port, a trailing dot or in Unicode', () => {
    expect(normalizeDomain('a.bücher.de', ['Bücher.de.:3000'])).toEqual({
      ok: false,
      problem: OWN_ADDRESS,
    });
    expect(normalizeDomain('coach.com', ['localhost:3000', '127.0.0.1'])).toEqual({
      ok: true,
      domain: 'coach.com',
    });
  });

  it('accepts a name of exactly 253 characters and labels of exactly 63', () => {
    const name = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(name).toHaveLength(253);
    expect(stored(name)).toEqual({ ok: true, domain: name });
  });
});

describe('properties of the stored form', () => {
  it('a domain decorated as people paste it is stored as the plain domain', () => {
    const decorated = fc.record({
      scheme: fc.constantFrom('', 'http://', 'https://', 'HTTPS://'),
      upper: fc.boolean(),
      dot: fc.boolean(),
      port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
      path: fc.constantFrom('', '/', '/about', '?utm=1', '#top'),
      space: fc.constantFrom('', ' ', '\t'),
    });
    fc.assert(
      fc.property(domain, decorated, (name, d) => {
        const host = `${d.upper ? name.toUpperCase() : name}${d.dot ? '.' : ''}`;
        const typed = `${d.space}${d.scheme}${host}${d.port ? `:${d.port}` : ''}${d.path}${d.space}`;
        expect(stored(typed)).toEqual({ ok: true, domain: name });
      }),
    );
  });

  it('whatever is typed, the answer is a refusal or a stored form that is stored as itself', () => {
    const typed = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), domain, fc.webUrl());
    fc.assert(
      fc.property(typed, (input) => {
        const result = stored(input);
        if (!result.ok) return;
        expect(result.domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(result.domain.length).toBeLessThanOrEqual(253);
        expect(stored(result.domain)).toEqual(result);
      }),
    );
  });

  it('every IP address, v4 or v6, bracketed or not, with or without a port, is refused', () => {
    const ip = fc.oneof(
      fc.ipV4(),
      fc.ipV4Extended(),
      fc.ipV6().map((v6) => `[${v6}]`),
      fc.ipV6(),
    );
    const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined });
    fc.assert(
      fc.property(ip, port, (address, p) => {
        const typed = p === undefined || !address.startsWith('[') ? address : `${address}:${p}`;
        expect(stored(typed)).toEqual({ ok: false, problem: NOT_IP });
      }),
    );
  });

  it("no name at or under the operator's host is accepted", () => {
    fc.assert(
      fc.property(fc.array(label, { maxLength: 3 }), fc.constantFrom(...OWN), (labels, own) => {
        const name = [...labels, own].join('.');
        expect(stored(name)).toEqual({ ok: false, problem: OWN_ADDRESS });
      }),
    );
  });

  it('an internationalised name is stored as punycode and refused or kept the same way', () => {
    const unicodeLabel = fc.constantFrom('bücher', 'café', 'коуч', 'コーチ', 'ñandú', 'straße');
    fc.assert(
      fc.property(unicodeLabel, ending, (l, end) => {
        const result = stored(`${l}.${end}`);
        expect(result.ok && result.domain.startsWith('xn--')).toBe(true);
        if (result.ok) expect(stored(result.domain)).toEqual(result);
      }),
    );
  });
});

describe('what records point a domain here', () => {
  it.each([
    ['coach.com', true],
    ['coach.co.uk', true],
    ['coach.com.au', true],
    ['xn--bcher-kva.de', true],
    ['coach.test', true],
    ['www.coach.com', false],
    ['www.coach.co.uk', false],
    ['book.maya.coach.com', false],
    ['maya.github.io', false],
  ])('%j is an apex: %s', (name, apex) => {
    expect(isApexDomain(name)).toBe(apex);
    expect(pointingRecordKind(name)).toBe(apex ? 'A/AAAA' : 'CNAME');
  });

  it('names the TXT record that proves a domain is hers', () => {
    expect(challengeRecordName('www.coach.com')).toBe('_coachsite-challenge.www.coach.com');
  });

  it('any subdomain of a generated apex needs a CNAME', () => {
    fc.assert(
      fc.property(label, ending, label, (name, end, sub) => {
        const apex = `${name}.${end}`;
        expect(isApexDomain(apex)).toBe(true);
        expect(isApexDomain(`${sub}.${apex}`)).toBe(false);
      }),
    );
  });
});
