import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { LeadSubmitAnswer } from '../../model/crm/inbox-api';
import { leadFormAnchor } from '../../model/crm/lead-form';
import type { PageAddress } from '../../model/page-urls';
import { isDatabaseUnreachable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/outage';
import type { ReceivedLeadPost } from '../domain/leads/receive-lead-post';
import { visitorAnswer } from '../domain/leads/visitor-answer';
import { AppError } from '../errors';
import { errorBody } from '../http/errors';
import type { LivePages } from '../public/live-pages';
import { plainPageHtml } from '../public/plain-page';
import { makeRendition } from '../public/rendition';
import { unsentLeadPage } from '../public/unsent-lead-page';
import { NOT_AVAILABLE, send } from './public-pages';

/**
 * How a post to a lead form is answered (routes/lead-forms.ts): a visitor's browser gets a page
 * (the page again at its success message, or with their answers and what is wrong with them), a
 * script that asked for JSON gets JSON.
 */

/** A client that asked for JSON (a script), not a browser posting the page's form. */
export function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

const plainPage = (title: string, text: string) =>
  makeRendition(
    plainPageHtml(title, [text, "Use your browser's Back button to return to the page."]),
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

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The scope's error handler. A visitor's browser gets a page for what stops a post before or
 * outside the domain's decision: too long, the database away (their answers kept on the page), or
 * the server too busy to store it now (http/back-pressure.ts); a script gets the usual JSON.
 */
export async function answerUntaken(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (wantsJson(request)) throw error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return send(request, reply, await TOO_LONG, 413, NO_STORE);
  }
  // The database away for a moment: nothing was stored, and the visitor keeps their answers.
  if (isDatabaseUnreachable(error) && typeof request.body === 'object' && request.body) {
    const page = await unsentLeadPage(request.body as Record<string, unknown>, request.url);
    return send(request, reply, page, 503, {
      ...NO_STORE,
      'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
    });
  }
  if (error instanceof AppError && error.code === 'unavailable') {
    return send(request, reply, await BUSY, 503, {
      ...NO_STORE,
      'Retry-After': String(error.meta.retryAfterSeconds ?? 1),
    });
  }
  throw error;
}

/** Where the form's page is answered: its pages, and each page's address (on /s/ or a domain). */
type Where = { pages: LivePages; addressOf: PageAddress };

/** Answers what receiveLeadPost decided, at the address visitors reach the page. */
export async function answerLeadPost(
  request: FastifyRequest,
  reply: FastifyReply,
  received: ReceivedLeadPost,
  { pages, addressOf }: Where,
) {
  const json = wantsJson(request);
  switch (received.kind) {
    case 'gone':
      return gone(request, reply, json);
    case 'too-many':
      return tooMany(request, reply, json, received.retryAfterSeconds);
    case 'trap':
      // The bot is told all went well, in the same words a visitor would be.
      return json
        ? reply.status(202).send({ status: 'queued' } satisfies LeadSubmitAnswer)
        : reply.redirect(sentTo(addressOf, received.form), 303);
    case 'invalid':
      return invalid(request, reply, json, received, { pages, addressOf });
    case 'taken': {
      if (!json) return reply.redirect(sentTo(addressOf, received.form), 303);
      const { httpStatus, answer } = visitorAnswer(received.lead);
      return reply.status(httpStatus).send(answer);
    }
  }
}

/** The page's address at the form's success message. */
function sentTo(addressOf: PageAddress, form: { slug: string; elementId: number }): string {
  return `${addressOf(form.slug)}?sent=${form.elementId}#${leadFormAnchor(form.elementId)}`;
}

async function gone(request: FastifyRequest, reply: FastifyReply, json: boolean) {
  if (json) {
    return reply.status(404).send(errorBody('not_found', 'This form is not on a published page.'));
  }
  return send(request, reply, await NOT_AVAILABLE, 404, NO_STORE);
}

async function tooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  json: boolean,
  retryAfterSeconds: number,
) {
  reply.header('Retry-After', String(retryAfterSeconds));
  if (json) {
    return reply
      .status(429)
      .send(
        errorBody('too_many_requests', 'Too many submissions. Please wait a minute and try again.'),
      );
  }
  return send(request, reply, await TOO_MANY, 429, NO_STORE);
}

/** JSON names the first field at fault (and all of them); a page shows the answers again. */
async function invalid(
  request: FastifyRequest,
  reply: FastifyReply,
  json: boolean,
  { form, answers, problems, sourceHost }: Extract<ReceivedLeadPost, { kind: 'invalid' }>,
  { pages, addressOf }: Where,
) {
  if (json) {
    const [field, message] = Object.entries(problems)[0] ?? ['body', 'is invalid'];
    return reply
      .status(400)
      .send(errorBody('bad_request', `${field}: ${message}`, problems as Record<string, string>));
  }
  const page = await pages.formOutcomePage(
    form.publicationId,
    addressOf(form.slug),
    { elementId: form.elementId, outcome: 'invalid', answers, problems },
    sourceHost,
  );
  if (!page) return gone(request, reply, json);
  return send(request, reply, page, 400, { ...NO_STORE, 'X-Robots-Tag': 'noindex' });
}
