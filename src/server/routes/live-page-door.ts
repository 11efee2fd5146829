import type { IncomingMessage, ServerResponse } from 'node:http';
import { sentFromHost } from '../../model/crm/lead-source';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import type { RequestView } from '../http/request-view';
import { securityHeaders } from '../http/security-headers';
import { hasLeadForm } from '../public/lead-source-page';
import type { LivePages } from '../public/live-pages';
import { pickEncoding, type Rendition } from '../public/rendition';
import type { VisitCounter } from '../domain/analytics/visit-counter';
import { alreadyHeld, LIVE_PAGE_CACHING, pageBody, pageHeaders } from './public-pages';

type Options = {
  pages: LivePages;
  address: PublicAddress;
  visits: VisitCounter;
  view: (request: IncomingMessage) => RequestView;
};

/** `/s/{slug}` with an optional query: the slug in the shape slugFormatSchema allows, undecoded. */
const LIVE_URL = /^\/s\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:\?(.*))?$/;

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

/** Hosts whose addresses are kept at once; more start the list again. */
const MAX_ORIGINS = 64;

type Flavour = 'br' | 'gzip' | null | 'held';

/** Each page's answer headers, made once per encoding and scheme (`name, value, ...`). */
const prepared = new WeakMap<Rendition, Map<string, string[]>>();

function headersOf(page: Rendition, flavour: Flavour, https: boolean): string[] {
  let kept = prepared.get(page);
  if (!kept) prepared.set(page, (kept = new Map()));
  const key = `${flavour}|${https}`;
  let list = kept.get(key);
  if (!list) {
    const encoding = flavour === 'held' ? null : flavour;
    const length =
      flavour === 'held' ? {} : { 'Content-Length': String(pageBody(page, encoding).length) };
    const all = {
      ...pageHeaders(page, LIVE_PAGE_CACHING, encoding),
      ...securityHeaders(true, https),
      ...length,
    };
    list = Object.entries(all).flat();
    kept.set(key, list);
  }
  return list;
}

/**
 * The live page a visitor asks for most often, answered before Fastify's routing and hooks
 * (decision 022): a GET of `/s/{slug}` whose page this process already holds, ready in memory,
 * for a visitor no other site sent to a page with a form. It answers the same bytes and headers,
 * and counts the same view, as the `/s/:slug` route (public-pages.ts), which answers everything
 * else: a first visit after a start, HEAD, a form's outcome, a page that needs reading.
 * Answers whether it sent the page.
 */
export function livePageDoor({ pages, address, visits, view }: Options) {
  const origins = new Map<string, string>();
  /** publicOrigin for one host, protocol and port, kept (a few hosts ask, hostile ones among them). */
  const originOf = (asked: RequestView): string => {
    const key = `${asked.protocol}|${asked.host}|${asked.socket.localPort ?? ''}`;
    let origin = origins.get(key);
    if (origin === undefined) {
      if (origins.size >= MAX_ORIGINS) origins.clear();
      origin = publicOrigin(asked, address);
      origins.set(key, origin);
    }
    return origin;
  };
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET') return false;
    const match = LIVE_URL.exec(request.url ?? '');
    const slug = match?.[1];
    if (!match || !slug) return false;
    const publicationId = pages.knownPublicationAt(slug);
    if (publicationId === undefined || publicationId === null) return false;
    const query = queryOf(match[2]);
    if (!query) return false;
    const asked = view(request);
    const page = pages.knownLivePage(publicationId, slug, originOf(asked));
    if (!page) return false;
    const { headers } = request;
    if (sentFromHost(headers.referer, headers.host ?? '') && hasLeadForm(page.raw)) return false;
    visits.countServed({ publicationId, address: asked.ip, headers, query });
    const https = asked.protocol === 'https';
    if (alreadyHeld(200, page, headers['if-none-match'])) {
      response.writeHead(304, headersOf(page, 'held', https));
      response.end();
      return true;
    }
    const encoding = pickEncoding(headers['accept-encoding']);
    response.writeHead(200, headersOf(page, encoding, https));
    const body = pageBody(page, encoding);
    response.end(body);
    return true;
  };
}
