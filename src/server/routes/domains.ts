import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  addDomainSchema,
  domainSettingsSchema,
  WEBSITE_DOMAINS_READ_ONLY,
  type AccountDomain,
  type CustomDomain,
  type WebsiteDomains,
} from '../../model/domains/custom-domains';
import { idParamsSchema } from '../../model/ids';
import type { Db } from '../db/database';
import { isCertifiable } from '../domain/domains/certifiable';
import { domainView } from '../domain/domains/domain-view';
import {
  accountDomains,
  addDomain,
  checkNow,
  keepOwnAddress,
  makePrimary,
  ownDomain,
  removeDomain,
  websiteDomains,
} from '../domain/domains/manage-domains';
import { noteCertificateAsked } from '../domain/domains/served-domains';
import { AppError, notFound } from '../errors';
import { currentUserId } from '../http/current-user';
import { hostName, type DomainDirectory } from '../public/domain-directory';
import type { Services } from '../services';
import { parseInput, parseWrite } from '../validation';

type Options = { db: Db; services: Services; directory: Pick<DomainDirectory, 'reload'> };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A bearer token compared in constant time. */
function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Caddy asks `?domain=`; an ask URL over a network carries TLS_ASK_TOKEN as `?token=`. */
const askSchema = z.object({ domain: z.string().max(300), token: z.string().max(512).optional() });

/**
 * A coach's own domains (issue 37): added to a website, checked, made primary, removed; and the
 * question the HTTPS engine (Caddy's on-demand TLS) asks before each certificate.
 */
export function domainRoutes(app: FastifyInstance, { db, services, directory }: Options): void {
  const settings = services.domains;
  const deps = { db, settings, now: () => new Date(services.clock.now()) };

  app.get('/api/domains', async (request): Promise<{ domains: AccountDomain[] }> => ({
    domains: await accountDomains(deps, currentUserId(request)),
  }));

  app.get('/api/websites/:id/domains', async (request): Promise<WebsiteDomains> => {
    const { id } = parseInput(idParamsSchema, request.params);
    return websiteDomains(deps, currentUserId(request), id);
  });

  app.post(
    '/api/websites/:id/domains',
    async (request, reply): Promise<{ domain: CustomDomain }> => {
      const { id } = parseInput(idParamsSchema, request.params);
      const { domain } = parseInput(addDomainSchema, request.body ?? {});
      const added = await addDomain(deps, currentUserId(request), id, domain);
      await directory.reload();
      reply.status(201);
      return { domain: added };
    },
  );

  app.patch('/api/websites/:id/domains', async (request): Promise<WebsiteDomains> => {
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseWrite(domainSettingsSchema, request.body ?? {}, WEBSITE_DOMAINS_READ_ONLY);
    const userId = currentUserId(request);
    await keepOwnAddress(db, userId, id, input.keepOwnAddress);
    await directory.reload();
    return websiteDomains(deps, userId, id);
  });

  app.post('/api/domains/:id/check', async (request): Promise<{ domain: CustomDomain }> => {
    const { id } = parseInput(idParamsSchema, request.params);
    const row = await ownDomain(db, currentUserId(request), id);
    const checked = await checkNow(deps, row);
    if (!checked) throw notFound('Domain');
    await directory.reload();
    return { domain: domainView(checked, settings.target) };
  });

  app.post('/api/domains/:id/primary', async (request): Promise<WebsiteDomains> => {
    const { id } = parseInput(idParamsSchema, request.params);
    const userId = currentUserId(request);
    const row = await makePrimary(db, userId, id);
    await directory.reload();
    return websiteDomains(deps, userId, row.websiteId);
  });

  app.delete('/api/domains/:id', async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await removeDomain(db, currentUserId(request), id);
    await directory.reload();
    return reply.status(204).send();
  });

  // Asked by Caddy before it gets a certificate: 200 yes, 404 no. From this machine only, or
  // with TLS_ASK_TOKEN; never told to anyone else which domains are served.
  app.get('/internal/tls/ask', async (request, reply) => {
    const query = parseInput(askSchema, request.query);
    const token = settings.tlsAskToken;
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? query.token;
    // Caddy asks from this machine, naming no one it forwards for; a visitor's request that came
    // through Caddy (from loopback too) carries X-Forwarded-For, and is not the engine asking.
    const { headers } = request;
    const proxied = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
    const allowed =
      (LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && !proxied) ||
      (token !== null && given !== undefined && sameToken(given, token));
    if (!allowed) throw new AppError('forbidden', 'Only the HTTPS engine may ask this.');
    const { domain } = query;
    const name = hostName(domain);
    if (!(await isCertifiable(db, name))) return reply.status(404).send();
    await noteCertificateAsked(db, name, deps.now());
    return reply.status(200).send();
  });
}
