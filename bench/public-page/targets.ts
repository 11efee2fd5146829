/**
 * What bench:public-page loads in each pair of processes (throughput.ts): the bare server and the
 * app, each page of the loaded website as a bot or a browser asks for it.
 */
import type { BenchChild } from './child';
import { BROTLI } from './load';
import type { PublishedPage } from './setup';

/** A bot's request: the page is served but not counted, for the counting-off row. */
const NOT_COUNTED = {
  'accept-encoding': 'br',
  'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
};

/** Which page a target sends: the bytes it must send are that page's as the app sends them. */
export type Sends = 'home' | 'domain' | 'subpage' | 'post';

export type Target = {
  name: string;
  url: string;
  headers: Record<string, string>;
  server: BenchChild;
  /**
   * Where the page is asked: /s/{slug}, the coach's domain's /, or the website's About page or
   * post on /s/; absent for the bare server.
   */
  at?: '/s/' | 'own domain' | 'subpage' | 'post';
  counted?: boolean;
  sends: Sends;
  /** The name of the bare server's target sending the same page; absent for the bare server. */
  baseline?: string;
};

/** An app process and the bare server started beside it, with the page they both serve. */
export type BenchPair = { app: BenchChild; page: PublishedPage };

const HOME_BASELINE = 'baseline node:http';
const SUBPAGE_BASELINE = 'baseline, subpage';
const POST_BASELINE = 'baseline, post';

/**
 * The targets of one pair: the bare server, then the page as a bot asks and as a browser does, at
 * /s/{slug} and on the coach's own domain; then the About page and the post as a browser asks,
 * each after the bare server sending its bytes.
 */
export function targetsOf({ app, page }: BenchPair, baseline: BenchChild): Target[] {
  const own = page.ownDomain;
  const more = page.more;
  if (!own || !more) throw new Error(`the ${page.template} page has no domain or other pages`);
  const bare = (url: string) => `${String(baseline.ready)}${new URL(url).pathname}`;
  const onDomain = {
    url: own.url,
    server: app,
    at: 'own domain' as const,
    sends: 'domain' as const,
  };
  const onSlug = { url: page.url, server: app, at: '/s/' as const, sends: 'home' as const };
  const home = { baseline: HOME_BASELINE };
  return [
    { name: HOME_BASELINE, url: bare(page.url), headers: BROTLI, server: baseline, sends: 'home' },
    { name: 'bot (not counted)', headers: NOT_COUNTED, counted: false, ...onSlug, ...home },
    { name: 'browser (counted)', headers: BROTLI, counted: true, ...onSlug, ...home },
    { name: 'own domain, bot', headers: { ...NOT_COUNTED, Host: own.host }, ...onDomain, ...home },
    {
      name: 'own domain, browser',
      headers: { ...BROTLI, Host: own.host },
      counted: true,
      ...onDomain,
      ...home,
    },
    {
      name: SUBPAGE_BASELINE,
      url: bare(more.subpage),
      headers: BROTLI,
      server: baseline,
      sends: 'subpage',
    },
    {
      name: 'subpage, browser (counted)',
      url: more.subpage,
      headers: BROTLI,
      server: app,
      at: 'subpage',
      counted: true,
      sends: 'subpage',
      baseline: SUBPAGE_BASELINE,
    },
    { name: POST_BASELINE, url: bare(more.post), headers: BROTLI, server: baseline, sends: 'post' },
    {
      name: 'post, browser',
      url: more.post,
      headers: BROTLI,
      server: app,
      at: 'post',
      sends: 'post',
      baseline: POST_BASELINE,
    },
  ];
}
