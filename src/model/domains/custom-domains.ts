/**
 * A coach's own domains (issue 37) as the API answers them and the Share tab shows them: what to
 * set at her DNS provider, and where each domain stands, in plain words.
 */
import { z } from 'zod';
import { readOnlyKeys } from '../read-only';
import { text } from '../text';

/**
 * Where a domain stands. `waiting`: a record she has to set is not there yet. `verified`: DNS is
 * right (nothing to serve until the website is published). `certificate-pending`: the HTTPS
 * engine asked for its certificate, no visitor has come over HTTPS yet. `live`: served over HTTPS.
 * `failing`: a record is wrong, or a verified domain has pointed elsewhere for 3 days.
 */
export const DOMAIN_STATES = [
  'waiting',
  'verified',
  'certificate-pending',
  'live',
  'failing',
] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

export const DOMAIN_STATE_LABELS: Record<DomainState, string> = {
  waiting: 'Waiting for DNS',
  verified: 'Verified',
  'certificate-pending': 'Certificate pending',
  live: 'Live',
  failing: 'Failing',
};

/**
 * One record to set at her DNS provider: its type, its full name, the part of the name most
 * providers ask for (`@` for the domain itself, `www`, `_coachsite-challenge.www`), and its value.
 */
export type DnsRecord = {
  type: 'CNAME' | 'A' | 'AAAA' | 'TXT';
  name: string;
  host: string;
  value: string;
};

export type CustomDomain = {
  id: number;
  websiteId: number;
  /** Stored form (lower case, punycode): what the records name. */
  domain: string;
  /** As a person reads it (Unicode for an internationalised name). */
  shown: string;
  isPrimary: boolean;
  state: DomainState;
  /** Why it waits or fails, one sentence each, in the coach's words. */
  reasons: string[];
  /** What to set at her DNS provider, in order: where it points, then the TXT record. */
  records: DnsRecord[];
  /** The last check (ISO), or null before the first. */
  checkedAt: string | null;
  verifiedAt: string | null;
};

/** GET /api/websites/{id}/domains. */
export type WebsiteDomains = {
  domains: CustomDomain[];
  /** How many one website may have (MAX_DOMAINS_PER_WEBSITE). */
  limit: number;
  /** Whether the website's /s/{address} keeps answering once a primary domain is live. */
  keepOwnAddress: boolean;
};

/** GET /api/domains: every domain of the coach, with its website's name (the account screen). */
export type AccountDomain = CustomDomain & { websiteName: string };

/** POST /api/websites/{id}/domains (the domain is checked on the server: normalizeDomain). */
export const addDomainSchema = z.strictObject({ domain: text(1024) });

/** PATCH /api/websites/{id}/domains: the website's choice about its own address. */
export const domainSettingsSchema = z.strictObject({ keepOwnAddress: z.boolean() });

/** What GET /api/websites/{id}/domains answers that its PATCH ignores (issue 23: it round-trips). */
export const WEBSITE_DOMAINS_READ_ONLY = readOnlyKeys<
  WebsiteDomains,
  z.input<typeof domainSettingsSchema>
>({ domains: true, limit: true });
