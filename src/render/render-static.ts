import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Website } from '../model/website';
import type { RenderMode } from './types';
import { WebsiteRenderer } from './WebsiteRenderer';

/** The website's markup as a string (server rendering, tests, screenshots). */
export function renderWebsiteMarkup(website: Website, mode: RenderMode = 'public'): string {
  return renderToStaticMarkup(createElement(WebsiteRenderer, { website, mode }));
}
