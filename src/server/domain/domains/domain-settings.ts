import type { DnsLookup, DomainTarget } from './check-dns';

/** How this service takes coaches' own domains (issue 37), from the configuration. */
export type DomainSettings = {
  /** CUSTOM_DOMAIN_TARGET and CUSTOM_DOMAIN_IPS: where her domain must point. */
  target: DomainTarget;
  /** DNS_SERVERS: whom checks ask. */
  dns: DnsLookup;
  /** MAX_DOMAINS_PER_WEBSITE. */
  maxPerWebsite: number;
  /** This service's own hosts (PUBLIC_URL, the target, ALLOWED_HOSTS): never a coach's domain. */
  ownHosts: readonly string[];
  /** TLS_ASK_TOKEN: what /internal/tls/ask wants from anywhere but loopback (null: loopback only). */
  tlsAskToken: string | null;
};

/** Without configuration: the local trial (npm start), where her domain points at localhost. */
export const DEFAULT_DOMAIN_SETTINGS: DomainSettings = {
  target: { host: 'localhost', ips: [] },
  dns: {},
  maxPerWebsite: 5,
  ownHosts: [],
  tlsAskToken: null,
};
