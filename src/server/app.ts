import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { databaseProblem } from './db/readiness';
import { isDatabaseUnreachable, outageReason } from './db/outage';
import { healthDoor } from './http/health';
import { refuseCrossSiteWrites } from './http/cross-site';
import { requireSessions } from './http/session';
import { authRoutes } from './routes/auth';
import { passwordResetRoutes } from './routes/password-reset';
import type { Db } from './db/database';
import { registerErrorHandling } from './http/errors';
import { brandRoutes } from './routes/brand';
import { journeyRoutes } from './routes/journeys';
import { coachRoutes } from './routes/coach';
import { fileBytesRoutes } from './routes/file-bytes';
import { fileRoutes } from './routes/files';
import { missingFileRoutes } from './routes/missing-files';
import { allowedHostsFor, type PublicAddress } from './http/public-address';
import { addSecurityHeaders } from './http/security-headers';
import { refuseWhenDatabaseBusy } from './http/back-pressure';
import { trackOpenRequests } from './http/open-requests';
import { serveClient } from './http/static-client';
import { elementRoutes } from './routes/elements';
import { sectionRoutes } from './routes/sections';
import { pageRoutes } from './routes/pages';
import { templateRoutes } from './routes/templates';
import { websiteRoutes } from './routes/websites';
import { aiRoutes } from './routes/ai';
import { avatarRoutes } from './routes/avatars';
import { contentRoutes } from './routes/content';
import { hubRoutes } from './routes/hub';
import { storyRoutes } from './routes/stories';
import { offerRoutes } from './routes/offers';
import { postRoutes } from './routes/posts';
import { crmRoutes } from './routes/crm';
import { ownAiRoutes } from './routes/own-ai';
import { webhookRoutes } from './routes/webhooks';
import { leadFormRoutes } from './routes/lead-forms';
import { leadRoutes } from './routes/leads';
import { crawlerRoutes } from './routes/crawlers';
import { publicPageRoutes } from './routes/public-pages';
import { analyticsRoutes } from './routes/analytics';
import { VisitCounter } from './domain/analytics/visit-counter';
import { publishingRoutes } from './routes/publishing';
import { thumbnailRoutes } from './routes/thumbnails';
import { LivePages } from './public/live-pages';
import { latestPostsFrom } from './public/latest-posts-source';
import { WebsiteChangeFeed } from './http/change-feed';
import { websiteChangeRoutes } from './routes/website-changes';
import type { Services } from './services';
import { frontDoor } from './http/front-door';
import { fastifyTrustProxy, requestViewer } from './http/request-view';
import { livePageDoor } from './routes/live-page-door';
import { DomainDirectory } from './public/domain-directory';
import { servedDomains, servedDomainsStamp } from './domain/domains/served-domains';
import { siteRouting } from './http/site-routing';
import { domainSiteRoutes, reloadDomainsOnPublish } from './routes/domain-sites';
import { blogPageRoutes } from './routes/blog-pages';
import { BlogPages } from './public/blog-pages';
import { domainRoutes } from './routes/domains';

/** How soon a process sees a domain change made by another (a stamp of the rows is compared). */
const DOMAINS_FOLLOW_MS = 2000;
import type { PoolStats } from './db/pool-stats';
import { readDatabase } from './metrics/database-readings';
import { countRequests, metricsRoute } from './metrics/metrics-route';

export type AppOptions = {
  db: Db;
  /** The clock, quotas, limits, mailer, renderer and page cache (see services.ts). */
  services: Services;
  /** The built browser app (dist/client); null serves the API only. */
  clientDir?: string | null;
  logLevel?: string;
  /** Where visitors reach the server; without it, links use an allowed request host. */
  publicUrl?: string;
  /** Hosts links may name when PUBLIC_URL is unset (default: the loopback names). */
  allowedHosts?: readonly string[];
  /** The address links use for a host that is not allowed (default: localhost on the port). */
  defaultOrigin?: string;
  /** TRUST_PROXY: whose X-Forwarded-* headers to believe; none by default. */
  trustProxy?: false | number | string[];
  /** Where log lines go (standard output when unset). */
  logStream?: NodeJS.WritableStream;
  /** Whether the embedded database is behind (Database.busy): API work then answers 503. */
  databaseBusy?: () => boolean;
  /** How often an open change stream checks the database for changes made by other processes. */
  changeRecheckMs?: number;
  /** Whether the process was asked to stop (SIGTERM): /readyz then answers 503 at once. */
  stopping?: () => boolean;
  /** Why the process cannot serve now, for /readyz (default: the database's answer; readiness.ts). */
  readiness?: () => Promise<string | null>;
  /** The process's logger (main.ts makes it before the database opens); else one from logLevel. */
  logger?: FastifyBaseLogger;
  /** METRICS_TOKEN: `/metrics` answers a scraper that sends it as a bearer token (else a 404). */
  metricsToken?: string;
  /** The database's connections, for the metrics (Database.poolStats). */
  poolStats?: () => PoolStats;
};

export const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  // Fastify's own type is an interface: only an interface can add to it.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Live-page views waiting to be written; tests call `flush()` to count them at once. */
    visitCounter: VisitCounter;
  }
}

export async function buildApp({
  db,
  services,
  clientDir = null,
  logLevel = 'silent',
  publicUrl,
  allowedHosts,
  defaultOrigin,
  trustProxy = false,
  logStream,
  databaseBusy,
  changeRecheckMs,
  stopping,
  readiness,
  logger,
  metricsToken,
  poolStats,
}: AppOptions): Promise<FastifyInstance> {
  let closing = false;
  const door = frontDoor(
    healthDoor({
      problem: readiness ?? (() => databaseProblem(db)),
      stopping: () => closing || (stopping?.() ?? false),
    }),
  );
  const view = requestViewer(trustProxy);
  const directory = new DomainDirectory({
    load: () => servedDomains(db),
    stamp: () => servedDomainsStamp(db),
    ownHosts: [
      ...services.domains.ownHosts,
      ...(allowedHosts ?? []),
      ...(publicUrl ? [new URL(publicUrl).host] : []),
    ],
    onError: (err) =>
      isDatabaseUnreachable(err)
        ? undefined
        : app.log.error({ err }, 'the own domains could not be read'),
  });
  const routing = siteRouting(directory, view);
  const app = Fastify({
    serverFactory: door.serverFactory,
    rewriteUrl: (request) => routing.rewriteUrl(request),
    ...(logger
      ? { loggerInstance: logger }
      : {
          logger:
            logLevel === 'silent'
              ? false
              : { level: logLevel, ...(logStream ? { stream: logStream } : {}) },
        }),
    bodyLimit: BODY_LIMIT,
    // A hop count is a function to Fastify's types: trust the nearest `hops` proxies.
    trustProxy: fastifyTrustProxy(trustProxy),
  });
  const address: PublicAddress = {
    publicUrl,
    allowedHosts: allowedHosts ?? allowedHostsFor('localhost', undefined),
    defaultOrigin,
  };
  trackOpenRequests(app);
  countRequests(app, services.metrics);
  registerErrorHandling(app);
  addSecurityHeaders(app);
  if (databaseBusy) refuseWhenDatabaseBusy(app, databaseBusy);
  await app.register(fastifyCookie);
  refuseCrossSiteWrites(app, publicUrl);
  requireSessions(app, db);
  const feed = new WebsiteChangeFeed();
  feed.announceWrites(app);
  const { quotas, limits, mailer, renderer, pageCache: cache } = services;
  authRoutes(app, db, {
    sessionsPerAccount: quotas.sessionsPerAccount,
    limits: limits.signIn,
    secrets: services.secrets,
  });
  passwordResetRoutes(app, {
    db,
    mailer,
    address,
    sessionsPerAccount: quotas.sessionsPerAccount,
    signInLimits: limits.signIn,
    resetLimits: limits.passwordReset,
    secrets: services.secrets,
  });
  templateRoutes(app);
  app.get('/api/limits', () => quotas);
  sectionRoutes(app, db, quotas);
  pageRoutes(app, { db, quotas });
  elementRoutes(app, db);
  crawlerRoutes(app, db, address);
  const pages = new LivePages({
    db,
    cache,
    renderer,
    onPolicyError: (err, where) =>
      app.log.error({ err, page: where }, 'page policy fell back to the strictest'),
  });
  websiteRoutes(app, { db, cache, quotas });
  websiteChangeRoutes(app, {
    db,
    feed,
    ...(changeRecheckMs ? { recheckMs: changeRecheckMs } : {}),
  });
  publishingRoutes(app, { db, cache, pages, address, quotas, renderer, services });
  const visits = new VisitCounter({
    db,
    clock: services.clock,
    flushMs: services.analyticsFlushMs,
    onError: (err) =>
      isDatabaseUnreachable(err)
        ? app.log.warn(`page views wait for the database (${outageReason(err)})`)
        : app.log.error({ err }, 'page views could not be counted'),
  });
  app.decorate('visitCounter', visits);
  app.addHook('onClose', () => visits.flush());
  const answered = services.metrics.livePages;
  const live = publicPageRoutes(app, { pages, address, visits, answered, domains: directory });
  domainSiteRoutes(app, {
    db,
    pages,
    routing,
    directory,
    ...live,
    onError: (err) => app.log.error({ err }, 'a domain could not be marked live'),
  });
  const blog = new BlogPages({
    db,
    cache,
    renderer,
    clock: services.clock,
    onPolicyError: (err, where) =>
      app.log.error({ err, page: where }, 'page policy fell back to the strictest'),
  });
  pages.latestPosts.from(latestPostsFrom(blog, db));
  blogPageRoutes(app, { blog, pages, address, routing, domains: directory, visits });
  domainRoutes(app, { db, services, directory });
  await directory.reload();
  const stopFollowing = directory.start(DOMAINS_FOLLOW_MS);
  app.addHook('onClose', async () => stopFollowing());
  reloadDomainsOnPublish(app, directory);
  door.open(livePageDoor({ pages, address, visits, answered, view, domains: directory, blog }));
  app.addHook('preClose', (done) => {
    closing = true;
    door.close();
    done();
  });
  analyticsRoutes(app, { db, services });
  crmRoutes(app, { db, services });
  avatarRoutes(app, db);
  aiRoutes(app, { db, services });
  ownAiRoutes(app, { db, services });
  webhookRoutes(app, { db, services });
  contentRoutes(app, { db, quotas });
  hubRoutes(app, db);
  storyRoutes(app, db);
  offerRoutes(app, db);
  postRoutes(app, { db, clock: services.clock });
  brandRoutes(app, db);
  journeyRoutes(app, { db, services });
  coachRoutes(app, { db, services });
  await app.register(fastifyMultipart, {
    // preservePath: a name with a path in it reaches inspectUpload and is refused, not trimmed.
    preservePath: true,
    limits: { fileSize: services.fileLimits.maxFileBytes, files: 1, fields: 4, fieldSize: 1000 },
  });
  fileRoutes(app, { db, services });
  missingFileRoutes(app, { db });
  fileBytesRoutes(app, { db, storage: services.storage });
  leadRoutes(app, { db, services });
  leadFormRoutes(app, { db, services, pages, address, routing });
  thumbnailRoutes(app, { db, pages });
  metricsRoute(app, {
    metrics: services.metrics,
    token: metricsToken,
    source: { readDatabase: () => readDatabase(db), poolStats },
  });
  await serveClient(app, clientDir);
  return app;
}
