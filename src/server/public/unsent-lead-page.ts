import {
  FORM_ELEMENT_FIELD,
  LEAD_FIELD_LABELS,
  LEAD_FIELD_LIMITS,
  LEAD_FIELDS,
} from '../../model/crm/lead-form';
import { SOURCE_CAMPAIGN_FIELD, SOURCE_HOST_FIELD } from '../../model/crm/lead-source';
import { escapeHtml } from './escape';
import { makeRendition, type Rendition } from './rendition';

const KEPT_HIDDEN = [FORM_ELEMENT_FIELD, SOURCE_HOST_FIELD, SOURCE_CAMPAIGN_FIELD];

const textOf = (value: unknown, limit: number) =>
  typeof value === 'string' ? value.slice(0, limit) : '';

const FIELD_STYLE =
  'display:block;width:100%;box-sizing:border-box;margin:.25rem 0 1rem;padding:.6rem;font:inherit;border:1px solid #94a3b8;border-radius:.4rem';

/**
 * The page a visitor gets when their message could not be stored just now (the database away
 * for a moment, or too busy): nothing was taken, so nothing is said to be sent. Their answers
 * come back in a form that posts to the same address, so sending again is one press, and the
 * page needs no JavaScript and nothing from the database.
 */
export function unsentLeadPage(body: Record<string, unknown>, action: string): Promise<Rendition> {
  const hidden = KEPT_HIDDEN.map(
    (name) => `<input type="hidden" name="${name}" value="${escapeHtml(textOf(body[name], 300))}">`,
  ).join('');
  // The fields the page's form asked (a hidden one is not sent); email always.
  const asked = LEAD_FIELDS.filter((f) => f === 'email' || typeof body[f] === 'string');
  const fields = asked
    .map((field) => {
      const value = escapeHtml(textOf(body[field], LEAD_FIELD_LIMITS[field]));
      const label = `<label for="f-${field}">${escapeHtml(LEAD_FIELD_LABELS[field])}</label>`;
      const input =
        field === 'message'
          ? `<textarea id="f-${field}" name="${field}" rows="5" style="${FIELD_STYLE}">${value}</textarea>`
          : `<input id="f-${field}" name="${field}" type="${field === 'email' ? 'email' : 'text'}" value="${value}" style="${FIELD_STYLE}">`;
      return label + input;
    })
    .join('');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please try again in a moment</title></head>' +
    '<body style="font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a"><main style="padding:2rem 1.25rem;max-width:32rem;margin:0 auto">' +
    '<h1>Please try again in a moment</h1>' +
    '<p>Your message could not be sent just now. Nothing was lost: your answers are below. Please press Send again in a moment.</p>' +
    `<form method="post" action="${escapeHtml(action)}">${hidden}${fields}` +
    '<button type="submit" style="font:inherit;padding:.7rem 1.4rem;border:0;border-radius:.4rem;background:#0f172a;color:#fff">Send again</button></form>' +
    '</main></body></html>';
  return makeRendition(
    html,
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  );
}
