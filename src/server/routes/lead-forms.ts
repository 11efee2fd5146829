import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LEAD_BODY_LIMIT } from '../../model/crm/lead-form';
import { idSchema } from '../../model/ids';
import { slugFormatSchema } from '../../model/slug';
import type { Db } from '../db/database';
import { LeadFormsKept } from '../domain/leads/live-lead-form';
import { receiveLeadPost, type LeadPost } from '../domain/leads/receive-lead-post';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import { SITE_PREFIX, type SiteRouting } from '../http/site-routing';
import { onDomain, onOwnAddress, type PageAddress } from '../../model/page-urls';
import type { LivePages } from '../public/live-pages';
import type { Services } from '../services';
import { answerLeadPost, answerUntaken } from './lead-form-answers';

type Options = {
  db: Db;
  services: Services;
  pages: LivePages;
  address: PublicAddress;
  /** Which of the coaches' domains a post came to (its forms post to its own `/`). */
  routing: Pick<SiteRouting, 'siteOf'>;
};

const paramsSchema = z.strictObject({ websiteId: idSchema });

/** The post as the domain reads it; `page` is null when the address posted to names none. */
function leadPostOf(
  request: FastifyRequest,
  page: LeadPost['page'],
  addressOf: PageAddress,
): LeadPost {
  const { body, query, headers } = request;
  return {
    page,
    body: (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>,
    query: (query ?? {}) as Record<string, unknown>,
    referer: headers.referer,
    ownHost: headers.host ?? '',
    visitorAddress: request.ip,
    addressOf,
  };
}

/**
 * The lead forms of published pages post here: plain HTML forms (the page has no JavaScript),
 * answered with the page again (303 to its success message, or 400 with the visitor's answers and
 * what is wrong with them), or JSON for a client that asks for it (201 received / 202 queued or
 * held: nothing the coach's CRM holds, domain/leads/visitor-answer.ts).
 * No cookies or sessions; a honeypot, a body limit and a per-address rate limit keep bots out
 * (domain/leads/receive-lead-post.ts decides; lead-form-answers.ts answers).
 */
export function leadFormRoutes(
  app: FastifyInstance,
  { db, services, pages, address, routing }: Options,
): void {
  const deps = { db, services, kept: new LeadFormsKept() };
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.setErrorHandler(answerUntaken);

    // Parse, one decision, answer.
    const receive = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: LeadPost['page'],
      addressOf = onOwnAddress(publicOrigin(request, address)),
    ) => {
      const received = await receiveLeadPost(deps, leadPostOf(request, page, addressOf));
      return answerLeadPost(request, reply, received, { pages, addressOf });
    };

    // Scripts, and pages drawn before their forms posted to their own address.
    scope.post('/forms/:websiteId', { bodyLimit: LEAD_BODY_LIMIT }, async (request, reply) => {
      const params = paramsSchema.safeParse(request.params);
      return receive(request, reply, params.success ? params.data : null);
    });
    // A published page's forms post to the page's own address, which answers a post to correct.
    scope.post<{ Params: { slug: string } }>(
      '/s/:slug',
      { bodyLimit: LEAD_BODY_LIMIT },
      async (request, reply) => {
        const { slug } = request.params;
        return receive(request, reply, slugFormatSchema.safeParse(slug).success ? { slug } : null);
      },
    );
    // Her website's other pages post to their own address too (issue 38).
    scope.post<{ Params: { slug: string; page: string } }>(
      '/s/:slug/:page',
      { bodyLimit: LEAD_BODY_LIMIT },
      async (request, reply) => {
        const { slug, page } = request.params;
        const known = [slug, page].every((part) => slugFormatSchema.safeParse(part).success);
        const at = onOwnAddress(publicOrigin(request, address));
        return receive(request, reply, known ? { slug } : null, (s) => `${at(s)}/${page}`);
      },
    );
    scope.post<{ Params: { page: string } }>(
      `${SITE_PREFIX}/:page`,
      { bodyLimit: LEAD_BODY_LIMIT },
      async (request, reply) => {
        const asked = routing.siteOf(request.raw);
        const slug = asked?.site.slug;
        const { page } = request.params;
        if (!asked || !slug || !slugFormatSchema.safeParse(page).success)
          return receive(request, reply, null);
        return receive(request, reply, { slug }, () => `${asked.origin}/${page}`);
      },
    );
    // A page on her own domain posts to the domain's `/` (issue 37).
    scope.post(`${SITE_PREFIX}/`, { bodyLimit: LEAD_BODY_LIMIT }, async (request, reply) => {
      const asked = routing.siteOf(request.raw);
      const slug = asked?.site.slug;
      if (!asked || !slug) return receive(request, reply, null);
      return receive(request, reply, { slug }, onDomain(asked.origin));
    });
  });
}
