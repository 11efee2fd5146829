/**
 * Whether a coach's own domain is set up at her DNS provider (issue 37): its TXT challenge record
 * holds her token, and the domain points here (a CNAME to the target host, or A/AAAA records to
 * this service's addresses for an apex). Asks only about the domain and its challenge name, and
 * answers in words a coach understands. Groundwork only: not yet wired in (issue 37).
 */
import { Resolver } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { challengeRecordName, isApexDomain } from '../../../model/domains/domain-name';
import { shownDomain } from './domain-display';

/** Where domains must point: CUSTOM_DOMAIN_TARGET (for a CNAME) and CUSTOM_DOMAIN_IPS (A/AAAA). */
export type DomainTarget = { host: string; ips: readonly string[] };

/** How to ask: DNS_SERVERS when set (host or host:port; the system's otherwise), a timeout. */
export type DnsLookup = { servers?: readonly string[]; timeoutMs?: number };

/**
 * What a check found. `waiting`: a record is not there yet (she may not have set it). `failing`:
 * a record is there but wrong, or DNS did not answer. Each reason is a sentence for the coach.
 */
export type DnsCheck =
  | { state: 'verified' }
  | { state: 'waiting'; reasons: string[] }
  | { state: 'failing'; reasons: string[] };

const DEFAULT_TIMEOUT_MS = 2000;
/** Answers meaning "no such record": the name has none of that type, or does not exist. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND']);

/** What one lookup gave: the records, none, or no answer (timeout, refusal, server failure). */
type Found = { records: string[] } | { unanswered: 'timeout' | 'error' };

async function lookUp(ask: () => Promise<string[]>): Promise<Found> {
  try {
    return { records: await ask() };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NO_RECORD.has(code)) return { records: [] };
    return { unanswered: code === 'ETIMEOUT' ? 'timeout' : 'error' };
  }
}

const sameHost = (a: string, b: string) =>
  a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

/** An address in one spelling, so 2001:db8::7 and 2001:0db8:0:0::7 compare equal. */
function canonicalIp(ip: string): string {
  return ipaddr.isValid(ip) ? ipaddr.process(ip).toString() : ip;
}

/** A record judged: right, or wrong with a reason for the coach, or not answered at all. */
type Problem = { ok: false; state: 'waiting' | 'failing'; reason: string };
type Judged = { ok: true } | Problem | { unanswered: 'timeout' | 'error' };

function judgeAddresses(
  name: string,
  addresses: string[],
  target: DomainTarget,
  kind: string,
): Judged {
  const ours = new Set(target.ips.map(canonicalIp));
  if (addresses.length === 0) {
    return { ok: false, state: 'waiting', reason: `${name} has no ${kind} record yet` };
  }
  const elsewhere = addresses.filter((ip) => !ours.has(canonicalIp(ip)));
  if (elsewhere.length === 0) return { ok: true };
  const expected = target.ips.length > 0 ? target.ips.join(' or ') : target.host;
  const reason = `${name} points to ${elsewhere.join(', ')}, not to ${expected}`;
  return { ok: false, state: 'failing', reason };
}

const UNANSWERED = {
  timeout: 'the DNS servers did not answer in time',
  error: 'the DNS servers could not answer; try again in a few minutes',
} as const;

/** Looks up a name's A and AAAA records together; the reason if either went unanswered. */
async function addressesOf(resolver: Resolver, domain: string) {
  const [v4, v6] = await Promise.all([
    lookUp(() => resolver.resolve4(domain)),
    lookUp(() => resolver.resolve6(domain)),
  ]);
  if ('unanswered' in v4) return v4;
  if ('unanswered' in v6) return v6;
  return { records: [...v4.records, ...v6.records] };
}

async function checkPointing(
  resolver: Resolver,
  domain: string,
  target: DomainTarget,
): Promise<Judged> {
  const name = shownDomain(domain);
  if (isApexDomain(domain)) {
    const addresses = await addressesOf(resolver, domain);
    if ('unanswered' in addresses) return addresses;
    return judgeAddresses(name, addresses.records, target, 'A');
  }
  // A subdomain: its CNAME first, and only when it has none, its own A/AAAA records (set by hand,
  // or flattened by the provider), so a CNAME elsewhere is never followed by this check.
  const cname = await lookUp(() => resolver.resolveCname(domain));
  if ('unanswered' in cname) return cname;
  const [alias] = cname.records;
  if (alias !== undefined) {
    if (sameHost(alias, target.host)) return { ok: true };
    const reason = `${name} points to ${alias.replace(/\.$/, '')}, not to ${target.host}`;
    return { ok: false, state: 'failing', reason };
  }
  const addresses = await addressesOf(resolver, domain);
  if ('unanswered' in addresses) return addresses;
  return judgeAddresses(name, addresses.records, target, 'CNAME');
}

/** Whether the challenge record holds the token (a record split into strings is joined first). */
async function checkChallenge(resolver: Resolver, domain: string, token: string): Promise<Judged> {
  const found = await lookUp(async () =>
    (await resolver.resolveTxt(challengeRecordName(domain))).map((parts) => parts.join('')),
  );
  if ('unanswered' in found) return found;
  if (found.records.includes(token)) return { ok: true };
  if (found.records.length === 0) {
    return { ok: false, state: 'waiting', reason: 'the TXT record is missing' };
  }
  return { ok: false, state: 'failing', reason: 'the TXT record holds a different value' };
}

/**
 * Checks a stored domain's DNS: verified when the TXT record holds `token` and the domain points
 * at `target`; otherwise waiting or failing, with every reason found (failing wins).
 */
export async function checkDns(
  domain: string,
  token: string,
  target: DomainTarget,
  lookup: DnsLookup = {},
): Promise<DnsCheck> {
  // A resolver of its own for each check: nothing cached from an earlier check, and a short
  // timeout with one try, so a check never holds a request or a job for long.
  const resolver = new Resolver({ timeout: lookup.timeoutMs ?? DEFAULT_TIMEOUT_MS, tries: 1 });
  if (lookup.servers && lookup.servers.length > 0) resolver.setServers([...lookup.servers]);
  try {
    const [challenge, pointing] = await Promise.all([
      checkChallenge(resolver, domain, token),
      checkPointing(resolver, domain, target),
    ]);
    for (const found of [challenge, pointing]) {
      // No answer about one record makes the others meaningless: say only that.
      if ('unanswered' in found) {
        return { state: 'failing', reasons: [UNANSWERED[found.unanswered]] };
      }
    }
    const problems = [challenge, pointing].filter((found): found is Problem => 'reason' in found);
    if (problems.length === 0) return { state: 'verified' };
    const failing = problems.some((problem) => problem.state === 'failing');
    return {
      state: failing ? 'failing' : 'waiting',
      reasons: problems.map((problem) => problem.reason),
    };
  } finally {
    resolver.cancel();
  }
}
