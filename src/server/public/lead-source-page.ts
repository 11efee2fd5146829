import { FORM_ELEMENT_FIELD } from '../../model/crm/lead-form';
import { SOURCE_HOST_FIELD, sourceHostOf } from '../../model/crm/lead-source';

/** How each lead form's hidden field naming the form is drawn (React's markup of it). */
const FORM_FIELD = `<input type="hidden" name="${FORM_ELEMENT_FIELD}" value="`;

/** Whether a drawn page has a lead form its visitor can send (read on its bytes, not copied). */
export function hasLeadForm(page: Buffer | string): boolean {
  return page.includes(FORM_FIELD);
}

/**
 * A drawn page whose lead forms carry the site its visitor came from (a hidden field), so the
 * lead keeps it though the page runs no script. The host is checked to be a host name (letters,
 * digits, dots, dashes) before it is written into the markup; anything else leaves the page as is.
 */
export function withSourceHost(html: string, host: string): string {
  const checked = sourceHostOf(host);
  if (!checked || checked !== host) return html;
  return html.replaceAll(
    FORM_FIELD,
    `<input type="hidden" name="${SOURCE_HOST_FIELD}" value="${checked}"/>${FORM_FIELD}`,
  );
}
