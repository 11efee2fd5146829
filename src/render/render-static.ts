import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LeadFormRender } from '../model/crm/lead-form';
import type { Website } from '../model/website';
import { anchorsToHome, homePageOf } from '../model/page-view';
import type { RenderMode } from './types';
import { WebsiteRenderer } from './WebsiteRenderer';

/**
 * The website's markup as a string (server rendering, tests, screenshots). `leadForm` says where
 * its forms post (none: they are drawn but cannot be sent).
 */
export function renderWebsiteMarkup(
  website: Website,
  mode: RenderMode = 'public',
  leadForm?: LeadFormRender,
  /** The page to draw (issue 38); the home page when not said. */
  pageId?: number,
): string {
  const markup = renderToStaticMarkup(
    createElement(WebsiteRenderer, {
      website,
      mode,
      ...(leadForm ? { leadForm } : {}),
      ...(pageId === undefined ? {} : { pageId }),
    }),
  );
  const home = homePageOf(website);
  return pageId !== undefined && home && pageId !== home.id ? anchorsToHome(markup) : markup;
}
