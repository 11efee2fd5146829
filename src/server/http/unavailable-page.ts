import type { FastifyRequest } from 'fastify';
import { isApiPath } from './client-path';

/**
 * What a visitor's browser gets for a page that could not be read just now (the database away
 * for a moment, and this process not holding the page in memory): a plain page that says so,
 * not the API's JSON. It needs nothing from the database and no script.
 */
export const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Back in a moment</title></head>' +
  '<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a"><main style="text-align:center;padding:2rem;max-width:32rem"><h1>Back in a moment</h1><p>This page could not be loaded just now. Please try again in a minute.</p></main></body></html>';

/** Whether an error answer should be that page: a browser asking for something not under /api. */
export function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return !isApiPath(path) && (request.headers.accept ?? '').includes('text/html');
}
