import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LeadSubmitAnswer } from '../../model/crm/inbox-api';
import {
  checkLeadAnswers,
  FORM_ELEMENT_FIELD,
  HONEYPOT_FIELD,
  LEAD_BODY_LIMIT,
  LEAD_SUBMISSIONS_PER_MINUTE,
  leadFormAnchor,
} from '../../model/crm/lead-form';
import { leadSourceOf } from '../../model/crm/lead-source';
import { idSchema } from '../../model/ids';
import { slugFormatSchema } from '../../model/slug';
import { liveUrl } from '../../model/page-urls';
import type { Db } from '../db/database';
import { countAttempt } from '../domain/auth/rate-limit';
import { visitorOf } from '../domain/auth/visitor';
import { LeadFormsKept, liveLeadForm } from '../domain/leads/live-lead-form';
import { submitLead } from '../domain/leads/submit-lead';
import { visitorAnswer } from '../domain/leads/visitor-answer';
import { AppError } from '../errors';
import { isDatabaseUnreachable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/outage';
import { unsentLeadPage } from '../public/unsent-lead-page';
import { errorBody } from '../http/errors';
import { publicOrigin, type PublicAddress } from '../http/public-address';
import type { LivePages } from '../public/live-pages';
import { makeRendition } from '../public/rendition';
import type { Services } from '../services';
import { NOT_AVAILABLE, send } from './public-pages';

type Options = { db: Db; services: Services; pages: LivePages; address: PublicAddress };

const paramsSchema = z.strictObject({ websiteId: idSchema });

/** A client that asked for JSON (a script), not a browser posting the page's form. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

const plainPage = (title: string, text: string) =>
  makeRendition(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a"><main style="text-align:center;padding:2rem;max-width:32rem"><h1>${title}</h1><p>${text}</p><p>Use your browser's Back button to return to the page.</p></main></body></html>`,
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  );

const TOO_MANY = plainPage(
  'Please wait a minute',
  'Several messages were just sent from your connection. Please wait a minute and send yours again.',
);
const BUSY = plainPage(
  'Please try again in a moment',
  'So many messages are arriving right now that yours could not be taken. Nothing was sent: please send it again in a moment.',
);
const TOO_LONG = plainPage(
  'Your message is too long',
  'Please shorten your message and send it again.',
);

/**
 * The lead forms of published pages post here: plain HTML forms (the page has no JavaScript),
 * answered with the page again (303 to its success message, or 400 with the visitor's answers and
 * what is wrong with them), or JSON for a client that asks for it (201 received / 202 queued or
 * held: nothing the coach's CRM holds, domain/leads/visitor-answer.ts).
 * No cookies or sessions; a honeypot, a body limit and a per-address rate limit keep bots out.
 */
export function leadFormRoutes(
  app: FastifyInstance,
  { db, services, pages, address }: Options,
): void {
  const kept = new LeadFormsKept();
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    // A visitor's browser gets a page for what stops a post before the route: too long, or the
    // server too busy to store it now (http/back-pressure.ts); a script gets the usual JSON.
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (wantsJson(request)) throw error;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return send(request, reply, await TOO_LONG, 413, { 'Cache-Control': 'no-store' });
      }
      // The database away for a moment: nothing was stored, and the visitor keeps their answers.
      if (isDatabaseUnreachable(error) && typeof request.body === 'object' && request.body) {
        const page = await unsentLeadPage(request.body as Record<string, unknown>, request.url);
        return send(request, reply, page, 503, {
          'Cache-Control': 'no-store',
          'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
        });
      }
      if (error instanceof AppError && error.code === 'unavailable') {
        return send(request, reply, await BUSY, 503, {
          'Cache-Control': 'no-store',
          'Retry-After': String(error.meta.retryAfterSeconds ?? 1),
        });
      }
      throw error;
    });

    // Scripts, and pages drawn before their forms posted to their own address.
    scope.post('/forms/:websiteId', { bodyLimit: LEAD_BODY_LIMIT }, async (request, reply) => {
      const params = paramsSchema.safeParse(request.params);
      return take(request, reply, params.success ? { websiteId: params.data.websiteId } : null);
    });
    // A published page's forms post to the page's own address, which answers a post to correct.
    scope.post<{ Params: { slug: string } }>(
      '/s/:slug',
      { bodyLimit: LEAD_BODY_LIMIT },
      async (request, reply) => {
        const { slug } = request.params;
        return take(request, reply, slugFormatSchema.safeParse(slug).success ? { slug } : null);
      },
    );

    const take = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: { websiteId: number } | { slug: string } | null,
    ) => {
      const json = wantsJson(request);
      const body = (
        typeof request.body === 'object' && request.body !== null ? request.body : {}
      ) as Record<string, unknown>;
      const elementId = idSchema.safeParse(body[FORM_ELEMENT_FIELD]);
      const form =
        page && elementId.success ? await liveLeadForm(db, kept, page, elementId.data) : null;
      if (!form) {
        services.metrics.leadPost('refused');
        return gone(request, reply, json);
      }
      const source = leadSourceOf({
        body,
        query: (request.query ?? {}) as Record<string, unknown>,
        referer: request.headers.referer,
        ownHost: request.headers.host ?? '',
      });
      const origin = publicOrigin(request, address);
      const sentTo = `${liveUrl(origin, form.slug)}?sent=${form.elementId}#${leadFormAnchor(form.elementId)}`;

      // Every post counts, refused ones too: a bad answer renders a page, so it is work as well.
      // The visitor is counted under a keyed hash of their address, never the address itself.
      const visitor = visitorOf(services.secrets, request.ip);
      const { count, secondsLeft } = await countAttempt(
        db,
        `lead-form:${visitor}:${form.websiteId}`,
        60,
      );
      if (count > LEAD_SUBMISSIONS_PER_MINUTE) {
        services.metrics.leadPost('refused');
        const retryAfter = String(Math.max(1, Math.ceil(secondsLeft)));
        reply.header('Retry-After', retryAfter);
        if (json) {
          return reply
            .status(429)
            .send(
              errorBody(
                'too_many_requests',
                'Too many submissions. Please wait a minute and try again.',
              ),
            );
        }
        return send(request, reply, await TOO_MANY, 429, { 'Cache-Control': 'no-store' });
      }

      // A bot filled the field people never see: it is told all went well, and nothing is kept.
      if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== '') {
        services.metrics.leadPost('refused');
        return json
          ? reply.status(202).send({ status: 'queued' } satisfies LeadSubmitAnswer)
          : reply.redirect(sentTo, 303);
      }

      const checked = checkLeadAnswers(form.fields, body);
      if (!checked.ok) {
        services.metrics.leadPost('refused');
        if (json) {
          const [field, message] = Object.entries(checked.problems)[0] ?? ['body', 'is invalid'];
          return reply
            .status(400)
            .send(
              errorBody(
                'bad_request',
                `${field}: ${message}`,
                checked.problems as Record<string, string>,
              ),
            );
        }
        const page = await pages.formOutcomePage(
          form.publicationId,
          form.slug,
          origin,
          {
            elementId: form.elementId,
            outcome: 'invalid',
            answers: checked.answers,
            problems: checked.problems,
          },
          source.referrerHost,
        );
        if (!page) return gone(request, reply, json);
        return send(request, reply, page, 400, {
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
        });
      }

      const lead = await submitLead(
        db,
        services,
        form,
        checked.answers,
        liveUrl(origin, form.slug),
        source,
      );
      services.metrics.leadPost(lead.outcome.kind === 'held' ? 'held' : 'stored');
      if (!json) return reply.redirect(sentTo, 303);
      const { httpStatus, answer } = visitorAnswer(lead);
      return reply.status(httpStatus).send(answer);
    };
  });
}

async function gone(request: FastifyRequest, reply: FastifyReply, json: boolean) {
  if (json) {
    return reply.status(404).send(errorBody('not_found', 'This form is not on a published page.'));
  }
  return send(request, reply, await NOT_AVAILABLE, 404, { 'Cache-Control': 'no-store' });
}
