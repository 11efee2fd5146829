import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { refuseCrossSiteWrites } from './http/cross-site';
import { requireSessions } from './http/session';
import { authRoutes } from './routes/auth';
import type { Db } from './db/database';
import { registerErrorHandling } from './http/errors';
import { addSecurityHeaders } from './http/security-headers';
import { serveClient } from './http/static-client';
import { elementRoutes } from './routes/elements';
import { sectionRoutes } from './routes/sections';
import { templateRoutes } from './routes/templates';
import { websiteRoutes } from './routes/websites';
import { crawlerRoutes } from './routes/crawlers';
import { publicPageRoutes } from './routes/public-pages';
import { publishingRoutes } from './routes/publishing';
import { PageCache } from './public/page-cache';
import { fontHrefs, siteStylesheets } from './public/site-assets';

export type AppOptions = {
  db: Db;
  /** The built browser app (dist/client); null serves the API only. */
  clientDir?: string | null;
  logLevel?: string;
  /** Where visitors reach the server; links are built from the request's address when unset. */
  publicUrl?: string;
  /** Where log lines go (standard output when unset). */
  logStream?: NodeJS.WritableStream;
};

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp({
  db,
  clientDir = null,
  logLevel = 'silent',
  publicUrl,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logLevel === 'silent'
        ? false
        : { level: logLevel, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
  });
  registerErrorHandling(app);
  addSecurityHeaders(app);
  await app.register(fastifyCookie);
  refuseCrossSiteWrites(app, publicUrl);
  requireSessions(app, db);
  authRoutes(app, db);
  templateRoutes(app);
  sectionRoutes(app, db);
  elementRoutes(app, db);
  crawlerRoutes(app, db, publicUrl);
  const cache = new PageCache();
  websiteRoutes(app, db, cache);
  publishingRoutes(app, { db, cache, publicUrl });
  publicPageRoutes(app, {
    db,
    cache,
    stylesheets: siteStylesheets(clientDir),
    fonts: fontHrefs(clientDir),
    publicUrl,
  });
  await serveClient(app, clientDir);
  return app;
}
