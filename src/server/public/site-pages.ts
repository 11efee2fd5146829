import { LEAD_FORM_TYPE } from '../../model/crm/lead-form';
import type { Page } from '../../model/pages';
import { pageById } from '../../model/page-view';
import type { Website } from '../../model/website';

/** The page a lead form is on (issue 38: a form's outcome is shown on its own page). */
export function pageOfElement(website: Website, elementId: number): Page | undefined {
  for (const section of website.sections) {
    for (const element of section.elements) {
      if (element.id === elementId && element.type === LEAD_FORM_TYPE)
        return pageById(website, section.pageId);
    }
  }
  return undefined;
}

const ON_OWN_ADDRESS = /^\/s\/[a-z0-9]+(?:-[a-z0-9]+)*/;

/**
 * Where a live page's website starts, from the page's address: /s/{address} here, nothing on her
 * own domain (whose pages are at /, /about, /blog...).
 */
export function siteBaseOf(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return '';
  }
  return ON_OWN_ADDRESS.exec(path)?.[0] ?? '';
}
