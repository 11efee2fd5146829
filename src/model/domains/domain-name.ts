/**
 * A coach's own domain (issue 37) as she types it: the one check of what is typed, the stored form
 * (lower case, punycode for internationalised names), whether it is an apex (A/AAAA records) or a
 * subdomain (a CNAME), and the name of the TXT record that proves it is hers.
 * Groundwork only: not yet wired into routes, the Share tab or the door (issue 37).
 */
import { getDomain } from 'tldts';
import { z } from 'zod';

/** The TXT record's first label: `_coachsite-challenge.coach.com` holds the domain's token. */
export const CHALLENGE_LABEL = '_coachsite-challenge';

export type DomainName = { ok: true; domain: string } | { ok: false; problem: string };

const MAX_NAME = 253;
const MAX_LABEL = 63;
/** What a browser would have put in front: https://, http://, or any other scheme. */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
/** Letters, digits and hyphens, not at either end (punycode labels are letters, digits, hyphens). */
const LABEL = /^[a-z0-9-]+$/;
/** An IPv4 address as a URL parser writes it (from 203.0.113.9, 0x7f.1 or 2130706433 alike). */
const DOTTED_IPV4 = /^[0-9]+(?:\.[0-9]+){3}$/;

const NOT_IP = 'must be a domain name such as coach.com, not an IP address';
const BAD_CHARACTERS =
  'must be a domain name such as coach.com (letters, digits, hyphens and dots)';
const refuse = (problem: string): DomainName => ({ ok: false, problem });

/** What was typed, less a scheme, a path, a query, a fragment and a port; or why it is refused. */
function hostPart(input: string): DomainName {
  let host = input.trim().toLowerCase().replace(SCHEME, '');
  host = host.split(/[/?#\\]/, 1)[0] ?? '';
  if (host.includes('@')) return refuse('must be a domain such as coach.com, not an email address');
  if (host.startsWith('[')) return refuse(NOT_IP);
  const colons = host.split(':').length - 1;
  if (colons > 1) return refuse(NOT_IP);
  if (colons === 1) {
    const [name = '', port = ''] = host.split(':');
    if (!/^[0-9]*$/.test(port)) return refuse(BAD_CHARACTERS);
    host = name;
  }
  return { ok: true, domain: host };
}

/** The name in ASCII (punycode for internationalised labels), as a browser would ask for it. */
function toAscii(name: string): string | null {
  try {
    return new URL(`http://${name}`).hostname;
  } catch {
    return null;
  }
}

/** Why a name's labels cannot make a domain, or null when they can. */
function labelsProblem(ascii: string): string | null {
  const labels = ascii.split('.');
  if (labels.some((label) => label === '')) return 'has an empty part between two dots';
  if (labels.length < 2) return 'must be a whole domain with a dot, such as coach.com';
  for (const label of labels) {
    if (label.length > MAX_LABEL) {
      return `has a part longer than ${MAX_LABEL} characters (${label.slice(0, 20)}...)`;
    }
    if (!LABEL.test(label)) return BAD_CHARACTERS;
    if (label.startsWith('-') || label.endsWith('-')) {
      return `has a part that starts or ends with a hyphen (${label})`;
    }
  }
  if (ascii.length > MAX_NAME) return `is longer than ${MAX_NAME} characters`;
  return null;
}

/** The ASCII form of a host of this service (from PUBLIC_URL, CUSTOM_DOMAIN_TARGET), or null. */
function ownHostName(host: string): string | null {
  const part = hostPart(host);
  if (!part.ok || part.domain === '') return null;
  return toAscii(part.domain.replace(/\.$/, ''));
}

/** True when `name` is `parent` or one of its subdomains. */
export function isWithin(name: string, parent: string): boolean {
  return name === parent || name.endsWith(`.${parent}`);
}

/**
 * A domain as a coach typed it, in its stored form: `https://Coach.COM/about` is `coach.com`,
 * `Bücher.de.` is `xn--bcher-kva.de`. Refused with a reason that reads after the field's name: IP
 * addresses, localhost, single labels, wildcards, bad labels, over 253 characters, a public suffix
 * (co.uk) and `ownHosts` (this service's own hosts) or any of their subdomains.
 */
export function normalizeDomain(input: string, ownHosts: readonly string[]): DomainName {
  if (input.trim() === '') return refuse('is required');
  if (input.length > 4 * MAX_NAME) return refuse(`is longer than ${MAX_NAME} characters`);
  const part = hostPart(input);
  if (!part.ok) return part;
  const typed = part.domain.replace(/\.$/, '');
  if (typed === '') return refuse('must be a domain name such as coach.com');
  if (typed.includes('*')) return refuse('must be one domain such as coach.com, not a wildcard');
  if (/[\s%]/.test(typed)) return refuse(BAD_CHARACTERS);
  const ascii = toAscii(typed)?.replace(/\.$/, '');
  if (ascii === undefined || ascii === '') return refuse(BAD_CHARACTERS);
  if (DOTTED_IPV4.test(ascii)) return refuse(NOT_IP);
  if (isWithin(ascii, 'localhost'))
    return refuse('must be a domain on the internet, not localhost');
  const problem = labelsProblem(ascii);
  if (problem) return refuse(problem);
  if (getDomain(ascii) === null) {
    return refuse(`is an ending shared by many domains (${ascii}), not a domain of its own`);
  }
  for (const own of ownHosts) {
    const host = ownHostName(own);
    if (host !== null && isWithin(ascii, host)) {
      return refuse("is this service's own address; use a domain of your own");
    }
  }
  return { ok: true, domain: ascii };
}

/** A domain field: what a coach typed, checked by normalizeDomain, parsed to its stored form. */
export function domainNameSchema(ownHosts: readonly string[]) {
  return z.string().transform((value, ctx) => {
    const result = normalizeDomain(value, ownHosts);
    if (result.ok) return result.domain;
    ctx.addIssue({ code: 'custom', message: result.problem });
    return z.NEVER;
  });
}

/**
 * True when a stored domain is an apex (coach.com, coach.co.uk): a name a DNS provider lets have
 * no CNAME, so it is pointed with A/AAAA records; false for www.coach.com and other subdomains,
 * which are pointed with a CNAME. Decided by the Public Suffix List's ICANN section, not by
 * counting labels: coach.co.uk is an apex, a name under a private suffix (x.github.io) is not.
 */
export function isApexDomain(domain: string): boolean {
  return getDomain(domain) === domain;
}

/** Which record points a stored domain at this service: A/AAAA for an apex, else a CNAME. */
export function pointingRecordKind(domain: string): 'A/AAAA' | 'CNAME' {
  return isApexDomain(domain) ? 'A/AAAA' : 'CNAME';
}

/** The name of the TXT record that proves a stored domain is the coach's. */
export function challengeRecordName(domain: string): string {
  return `${CHALLENGE_LABEL}.${domain}`;
}
