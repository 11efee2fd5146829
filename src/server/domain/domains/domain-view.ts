import type { CustomDomain, DnsRecord, DomainState } from '../../../model/domains/custom-domains';
import { getDomain } from 'tldts';
import { challengeRecordName, isApexDomain } from '../../../model/domains/domain-name';
import type { customDomains } from '../../db/schema';
import type { DomainTarget } from './check-dns';
import { shownDomain } from './domain-display';

export type DomainRow = typeof customDomains.$inferSelect;

/**
 * What she sets at her DNS provider: an apex points by A (and AAAA) records to this service's
 * addresses, a subdomain by a CNAME to the target host; then the TXT record with her token.
 */
export function recordsFor(domain: string, token: string, target: DomainTarget): DnsRecord[] {
  const host = hostWithin(domain);
  const pointing: DnsRecord[] =
    isApexDomain(domain) && target.ips.length > 0
      ? target.ips.map((ip) => ({
          type: ip.includes(':') ? 'AAAA' : 'A',
          name: domain,
          host: host(domain),
          value: ip,
        }))
      : [{ type: 'CNAME', name: domain, host: host(domain), value: target.host }];
  const challenge = challengeRecordName(domain);
  return [...pointing, { type: 'TXT', name: challenge, host: host(challenge), value: token }];
}

/** A name as DNS providers ask for it in the zone of her registered domain: `www`, or `@`. */
function hostWithin(domain: string): (name: string) => string {
  const zone = getDomain(domain) ?? domain;
  return (name) => (name === zone ? '@' : name.slice(0, -(zone.length + 1)));
}

/** Where a domain stands, in the words the Share tab shows (model/domains/custom-domains.ts). */
export function stateOf(row: DomainRow): DomainState {
  if (row.verifiedAt === null) return row.checkState === 'failing' ? 'failing' : 'waiting';
  if (row.failingSince !== null) return 'failing';
  if (row.liveAt !== null) return 'live';
  return row.certificateAskedAt !== null ? 'certificate-pending' : 'verified';
}

export function domainView(row: DomainRow, target: DomainTarget): CustomDomain {
  return {
    id: row.id,
    websiteId: row.websiteId,
    domain: row.domain,
    shown: shownDomain(row.domain),
    isPrimary: row.isPrimary,
    state: stateOf(row),
    reasons: row.reasons,
    records: recordsFor(row.domain, row.token, target),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}
