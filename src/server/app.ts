import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import { registerErrorHandling } from './http/errors';
import { addSecurityHeaders } from './http/security-headers';
import { serveClient } from './http/static-client';
import { elementRoutes } from './routes/elements';
import { sectionRoutes } from './routes/sections';
import { templateRoutes } from './routes/templates';
import { websiteRoutes } from './routes/websites';

export type AppOptions = {
  db: Db;
  /** The built browser app (dist/client); null serves the API only. */
  clientDir?: string | null;
  logLevel?: string;
};

export const BODY_LIMIT = 1024 * 1024;

export async function buildApp({
  db,
  clientDir = null,
  logLevel = 'silent',
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logLevel === 'silent' ? false : { level: logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
  });
  registerErrorHandling(app);
  addSecurityHeaders(app);
  templateRoutes(app);
  websiteRoutes(app, db);
  sectionRoutes(app, db);
  elementRoutes(app, db);
  await serveClient(app, clientDir);
  return app;
}
