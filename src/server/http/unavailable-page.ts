import type { FastifyRequest } from 'fastify';
import { plainPageHtml } from '../public/plain-page';
import { isApiPath } from './client-path';

/**
 * What a visitor's browser gets for a page that could not be read just now (the database away
 * for a moment, and this process not holding the page in memory): a plain page that says so,
 * not the API's JSON. It needs nothing from the database and no script.
 */
export const UNAVAILABLE_PAGE = plainPageHtml('Back in a moment', [
  'This page could not be loaded just now. Please try again in a minute.',
]);

/** Whether an error answer should be that page: a browser asking for something not under /api. */
export function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return !isApiPath(path) && (request.headers.accept ?? '').includes('text/html');
}
