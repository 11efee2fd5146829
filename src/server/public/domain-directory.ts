import type { ServedDomain } from '../domain/domains/served-domains';

/** A served domain with where its website's visitors belong: its primary domain, when verified. */
export type HostSite = ServedDomain & {
  /** The verified primary domain of its website; this one when it is the primary. */
  primary: string;
};

/** What a request's Host names: this service, a coach's verified domain, or nobody known. */
export type HostKind = { kind: 'own' } | { kind: 'site'; site: HostSite } | { kind: 'unknown' };

type Options = {
  load: () => Promise<ServedDomain[]>;
  stamp: () => Promise<string>;
  /** This service's own host names (PUBLIC_URL's, ALLOWED_HOSTS, the CNAME target), any port. */
  ownHosts: readonly string[];
  onError: (error: unknown) => void;
};

const OWN = { kind: 'own' } as const;
const UNKNOWN = { kind: 'unknown' } as const;
/** An IP literal or a single label (localhost, a LAN name): never a coach's domain. */
const NOT_A_DOMAIN = /^(\[[0-9a-f:.]*\]|[0-9.]+|[^.]*)$/;

/** `Coach.COM.:443` -> `coach.com`. */
export function hostName(host: string): string {
  const bare = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (bare ?? '').toLowerCase().replace(/\.$/, '');
}

/**
 * The coaches' verified domains in this process's memory (issue 37, decision 027), so a request
 * is matched to its site without a read: loaded at start, again at once after a change made here,
 * and within `everyMs` of one made by another process (a cheap stamp of the rows is compared).
 */
export class DomainDirectory {
  private hosts = new Map<string, HostSite>();
  /** Slug -> the primary domain its /s/ address moves to (live, and not kept by the coach). */
  private moved = new Map<string, string>();
  private websites = new Set<number>();
  private readonly own: Set<string>;
  private lastStamp = '';
  /** Grows with every load: whoever keeps something per host compares it. */
  version = 0;

  constructor(private readonly options: Options) {
    this.own = new Set(options.ownHosts.map(hostName));
  }

  /** What `host` (a Host header, port and all) names. */
  kindOf(host: string): HostKind {
    const name = hostName(host);
    const site = this.hosts.get(name);
    if (site) return { kind: 'site', site };
    if (this.own.has(name) || NOT_A_DOMAIN.test(name)) return OWN;
    return UNKNOWN;
  }

  /** The verified domain `host` names, if any. */
  siteAt(host: string): HostSite | undefined {
    return this.hosts.get(hostName(host));
  }

  /** Whether a website has a verified domain here (its publishing changes what is served). */
  servesWebsite(websiteId: number): boolean {
    return this.websites.has(websiteId);
  }

  /** Where /s/{slug} sends visitors: its website's live primary domain, unless kept. */
  movedTo(slug: string): string | undefined {
    return this.moved.get(slug);
  }

  /** Reads every served domain now (after a change made by this process). */
  async reload(): Promise<void> {
    const [rows, stamp] = await Promise.all([this.options.load(), this.options.stamp()]);
    this.lastStamp = stamp;
    this.use(rows);
  }

  private use(rows: ServedDomain[]): void {
    const primaries = new Map<number, string>();
    for (const row of rows) if (row.isPrimary) primaries.set(row.websiteId, row.domain);
    const hosts = new Map<string, HostSite>();
    const moved = new Map<string, string>();
    for (const row of rows) {
      const primary = primaries.get(row.websiteId) ?? row.domain;
      hosts.set(row.domain, { ...row, primary });
      if (row.isPrimary && row.live && row.slug && !row.keepOwnAddress) {
        moved.set(row.slug, row.domain);
      }
    }
    this.hosts = hosts;
    this.moved = moved;
    this.websites = new Set(rows.map((row) => row.websiteId));
    this.version++;
  }

  /** Reads again when another process changed something; failures are told and retried later. */
  private async follow(): Promise<void> {
    const stamp = await this.options.stamp();
    if (stamp !== this.lastStamp) await this.reload();
  }

  /** Follows other processes' changes every `everyMs`; answers the stop. */
  start(everyMs: number): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.follow()
        .catch(this.options.onError)
        .finally(() => (running = false));
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** A visitor came to a site over HTTPS: marks it live here at once (the row is written once). */
  markLive(site: HostSite): boolean {
    if (site.live) return false;
    site.live = true;
    return true;
  }
}
