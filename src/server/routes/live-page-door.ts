import type { IncomingMessage, ServerResponse } from 'node:http';
import { blogViewPath } from '../../model/analytics/page-paths';
import { sentFromHost } from '../../model/crm/lead-source';
import { domainUrl, liveUrl } from '../../model/page-urls';
import type { DomainDirectory, HostSite } from '../public/domain-directory';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import type { RequestView } from '../http/request-view';
import { securityHeaders } from '../http/security-headers';
import { hasLeadForm } from '../public/lead-source-page';
import type { BlogPages } from '../public/blog-pages';
import type { LivePages } from '../public/live-pages';
import { pickEncoding, type Rendition } from '../public/rendition';
import type { VisitCounter } from '../domain/analytics/visit-counter';
import type { Metrics } from '../metrics/metrics';
import { alreadyHeld, LIVE_PAGE_CACHING, pageBody, pageHeaders } from './public-pages';

type Options = {
  pages: LivePages;
  address: PublicAddress;
  visits: VisitCounter;
  /** Counts the answers for the metrics: a plain increment, nothing else (metrics.ts). */
  answered: Metrics['livePages'];
  view: (request: IncomingMessage) => RequestView;
  /** The coaches' own domains (issue 37): whose site a Host names. */
  domains: DomainDirectory;
  /** The published blogs (issue 38): where a post's page is kept, and under which stamp. */
  blog: Pick<BlogPages, 'knownStamp' | 'postKey'>;
};

/**
 * `/s/{slug}` or `/s/{slug}/{page}` (issue 38) with an optional query: each part in the shape
 * slugFormatSchema allows, undecoded.
 */
const LIVE_URL = /^\/s\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/([a-z0-9]+(?:-[a-z0-9]+)*))?(?:\?(.*))?$/;

/** A post of a website's blog on /s/ (issue 38): `/s/{slug}/blog/{post}`, optional query. */
const POST_URL = /^\/s\/([a-z0-9]+(?:-[a-z0-9]+)*)\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\?(.*))?$/;

/** One of her website's other pages on her own domain: `/{page}` with an optional query. */
const DOMAIN_PAGE_URL = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\?(.*))?$/;

/** The query as Fastify parses it, for what visitOf reads (utm_*): repeated names as lists. */
function queryOf(search: string | undefined): Record<string, string | string[]> | null {
  const query: Record<string, string | string[]> = {};
  if (!search) return query;
  for (const [name, value] of new URLSearchParams(search)) {
    // A form's outcome (?sent=) is drawn per form: Fastify's route answers it.
    if (name === 'sent') return null;
    const before = query[name];
    query[name] =
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}

/** Sites (host, scheme and port) whose addresses are kept at once; more start the list again. */
const MAX_SITES = 64;

type Flavour = 'br' | 'gzip' | null | 'held';

/** Where each encoding (or a 304) keeps its headers in a page's list; https ones follow. */
const SLOT: Record<'br' | 'gzip' | 'raw' | 'held', number> = { br: 0, gzip: 1, raw: 2, held: 3 };

/** Each page's answer headers (`name, value, ...`), made on first use per encoding and scheme. */
const prepared = new WeakMap<Rendition, (string[] | undefined)[]>();

function headersOf(page: Rendition, flavour: Flavour, https: boolean): string[] {
  let kept = prepared.get(page);
  if (!kept) prepared.set(page, (kept = []));
  const slot = SLOT[flavour ?? 'raw'] + (https ? 4 : 0);
  let list = kept[slot];
  if (!list) {
    const encoding = flavour === 'held' ? null : flavour;
    const length =
      flavour === 'held' ? {} : { 'Content-Length': String(pageBody(page, encoding).length) };
    const all = {
      ...pageHeaders(page, LIVE_PAGE_CACHING, encoding),
      ...securityHeaders(true, https),
      ...length,
    };
    list = kept[slot] = Object.entries(all).flat();
  }
  return list;
}

/**
 * One site the pages are asked at (a host, scheme and port): its public address, and the key each
 * of its live pages is kept under, kept as the same strings from one request to the next.
 */
type Site = {
  protocol: string;
  port: number | undefined;
  origin: string;
  /** By `{slug}` or `{slug}/{page}`: the path is where its views are counted ('' or '/{page}'). */
  keys: Map<string, { publicationId: number; key: string; path: string }>;
  /** By `{slug}/{post}`: a post page's key, the blog stamp in it, where its views are counted. */
  posts: Map<string, { publicationId: number; stamp: string; key: string; path: string }>;
  /** Whether the host is this service's own (the directory's version it was judged at). */
  own: boolean;
  version: number;
};

/**
 * A coach's domain's page as last sent from here, per Host: the site (as the directory's version
 * named it, so the next request needs no look-up), the scheme and publication, and its key.
 */
type DomainKept = {
  site: HostSite;
  version: number;
  protocol: string;
  publicationId: number;
  key: string;
  /**
   * The keys of the website's other pages asked at this host (issue 38), and the path their views
   * are counted at, by page address.
   */
  pages: Map<string, { key: string; path: string }>;
};

/**
 * The live page a visitor asks for most often, answered before Fastify's routing and hooks
 * (decision 022): a GET of `/s/{slug}` whose page this process already holds, ready in memory,
 * for a visitor no other site sent to a page with a form. It answers the same bytes and headers,
 * and counts the same view, as the `/s/:slug` route (public-pages.ts), which answers everything
 * else: a first visit after a start, HEAD, a form's outcome, a page that needs reading.
 * Answers whether it sent the page.
 *
 * Everything here is work a bare server does not do, so the door keeps the strings it looks
 * pages up by (a Map hashes a string it has not seen once, and compares it in full) and makes
 * no key per request (docs/performance.md).
 */
export function livePageDoor({ pages, address, visits, answered, view, domains, blog }: Options) {
  /** Sites by Host (one, or a few when a host is asked over several schemes or ports). */
  let sites = new Map<string, Site[]>();
  let siteCount = 0;
  /** The site one host, scheme and port name, kept (a few hosts ask, hostile ones among them). */
  const siteAt = (asked: RequestView): Site => {
    const { protocol, host } = asked;
    const port = asked.socket.localPort;
    for (const site of sites.get(host) ?? []) {
      if (site.protocol !== protocol || site.port !== port) continue;
      if (site.version !== domains.version) {
        site.own = domains.kindOf(host).kind === 'own';
        site.version = domains.version;
      }
      return site;
    }
    if (siteCount >= MAX_SITES) {
      sites = new Map();
      siteCount = 0;
    }
    const site: Site = {
      protocol,
      port,
      origin: publicOrigin(asked, address),
      keys: new Map(),
      posts: new Map(),
      own: domains.kindOf(host).kind === 'own',
      version: domains.version,
    };
    sites.set(host, [...(sites.get(host) ?? []), site]);
    siteCount++;
    return site;
  };
  /** The page of a coach's domain's `/`, when memory holds it (a primary, live-marked site). */
  let domainKept = new Map<string, DomainKept>();
  const domainPage = (asked: RequestView) => {
    const { host, protocol } = asked;
    let kept = domainKept.get(host);
    // The same directory names the same site: no host name to lower-case and split again.
    const site = kept?.version === domains.version ? kept.site : domains.siteAt(host);
    if (!site?.slug || site.domain !== site.primary) return undefined;
    if (protocol === 'https' && !site.live) return undefined;
    const publicationId = pages.knownPublicationAt(site.slug);
    if (publicationId === undefined || publicationId === null) return undefined;
    if (
      kept?.site !== site ||
      kept.publicationId !== publicationId ||
      kept.protocol !== protocol ||
      kept.version !== domains.version
    ) {
      if (domainKept.size >= 10_000) domainKept = new Map();
      // The page names its address (canonical, og:url): one key per scheme it is asked over.
      const key = pages.liveKey(publicationId, domainUrl(`${protocol}://${host.toLowerCase()}`));
      kept = { site, version: domains.version, protocol, publicationId, key, pages: new Map() };
      domainKept.set(host, kept);
    }
    return kept;
  };

  /** The page this request asks for, when memory holds it: its publication and its key. */
  const pageAsked = (request: IncomingMessage, asked: () => RequestView, url: string) => {
    if (url === '/' || url.startsWith('/?')) {
      const kept = domainPage(asked());
      if (!kept) return undefined;
      const { publicationId, key, site } = kept;
      const domain = { domain: site.domain };
      return { publicationId, key, query: url.slice(2), domain, path: '' };
    }
    if (!url.startsWith('/s/')) return domainSubpage(asked, url);
    const match = LIVE_URL.exec(url);
    if (!match) return postAsked(asked, url);
    const slug = match[1];
    if (!slug || domains.movedTo(slug) !== undefined) return undefined;
    const publicationId = pages.knownPublicationAt(slug);
    if (publicationId === undefined || publicationId === null) return undefined;
    const site = siteAt(asked());
    if (!site.own) return undefined;
    const page = match[2];
    const path = page === undefined ? slug : `${slug}/${page}`;
    let kept = site.keys.get(path);
    if (kept?.publicationId !== publicationId) {
      const home = liveUrl(site.origin, slug);
      const pageUrl = page === undefined ? home : `${home}/${page}`;
      const counted = page === undefined ? '' : `/${page}`;
      kept = { publicationId, key: pages.liveKey(publicationId, pageUrl), path: counted };
      site.keys.set(path, kept);
    }
    return { publicationId, key: kept.key, query: match[3], domain: {}, path: kept.path };
  };

  /**
   * A post's page on /s/ (issue 38), when memory holds it under the blog's stamp the route would
   * use now (blog-pages.ts: read at most every BLOG_STAMP_MS; while it is due, the route answers
   * and reads it). Its views are counted as the blog's route counts them.
   */
  const postAsked = (asked: () => RequestView, url: string) => {
    const [, slug, post, query] = POST_URL.exec(url) ?? [];
    if (!slug || !post || domains.movedTo(slug) !== undefined) return undefined;
    const publicationId = pages.knownPublicationAt(slug);
    if (publicationId === undefined || publicationId === null) return undefined;
    const stamp = blog.knownStamp(publicationId);
    if (stamp === undefined) return undefined;
    const site = siteAt(asked());
    if (!site.own) return undefined;
    const path = `${slug}/${post}`;
    let kept = site.posts.get(path);
    if (kept?.publicationId !== publicationId || kept.stamp !== stamp) {
      if (site.posts.size >= 1_000) site.posts.clear();
      const key = blog.postKey(publicationId, liveUrl(site.origin, slug), post, stamp);
      kept = { publicationId, stamp, key, path: blogViewPath({ kind: 'post', slug: post }) };
      site.posts.set(path, kept);
    }
    return { publicationId, key: kept.key, query, domain: {}, path: kept.path };
  };

  /** `/{page}` of a coach's domain, when memory holds it (as its `/`, issue 38). */
  const domainSubpage = (asked: () => RequestView, url: string) => {
    const match = DOMAIN_PAGE_URL.exec(url);
    const page = match?.[1];
    if (!match || !page) return undefined;
    const kept = domainPage(asked());
    if (!kept) return undefined;
    let held = kept.pages.get(page);
    if (held === undefined) {
      if (kept.pages.size >= 1_000) kept.pages.clear();
      const key = pages.liveKey(
        kept.publicationId,
        `${kept.protocol}://${asked().host.toLowerCase()}/${page}`,
      );
      held = { key, path: `/${page}` };
      kept.pages.set(page, held);
    }
    const { publicationId, site } = kept;
    const { key, path } = held;
    return { publicationId, key, query: match[2], domain: { domain: site.domain }, path };
  };

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET') return false;
    let seen: RequestView | undefined;
    const asked = () => (seen ??= view(request));
    const found = pageAsked(request, asked, request.url ?? '');
    if (!found) return false;
    const { publicationId } = found;
    const query = queryOf(found.query);
    if (!query) return false;
    const page = pages.knownLivePage(found.key);
    if (!page) return false;
    const { headers } = request;
    const referer = headers.referer;
    if (referer && sentFromHost(referer, headers.host ?? '') && hasLeadForm(page.raw)) return false;
    const { domain, path } = found;
    visits.countServed({ publicationId, address: asked().ip, headers, query, ...domain, path });
    const https = asked().protocol === 'https';
    if (alreadyHeld(200, page, headers['if-none-match'])) {
      response.writeHead(304, headersOf(page, 'held', https));
      response.end();
      answered.notModified++;
      return true;
    }
    const encoding = pickEncoding(headers['accept-encoding']);
    response.writeHead(200, headersOf(page, encoding, https));
    response.end(pageBody(page, encoding));
    answered.memory++;
    return true;
  };
}
