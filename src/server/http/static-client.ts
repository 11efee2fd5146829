import { statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath, plainFileName } from './client-path';
import { errorBody } from './errors';

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/** The one answer for a file that is not there, or that may not be asked for. */
const missingFile = (reply: FastifyReply) =>
  reply.status(404).type('text/plain; charset=utf-8').send('Not found');

const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** The path as the router matched it (percent-decoded), to tell an API path from an app route. */
function decodedPathOf(url: string): string {
  try {
    return decodeURIComponent(pathOf(url));
  } catch {
    return pathOf(url);
  }
}

const unknownApiPath = (method: string, url: string) =>
  errorBody('not_found', `No route for ${method} ${pathOf(url)}`);

/**
 * Serves the built browser app: hashed assets cached for a year, every other GET that wants HTML
 * answered with index.html so the client router can draw the route (or its 404 card). Only plain
 * file names under the client directory are looked up; anything else (`..`, encoded slashes, dot
 * folders such as the build manifest, source maps) gets the missing-file answer without a look
 * at the disk. An unknown API path is a JSON 404 for every method.
 */
export async function serveClient(app: FastifyInstance, clientDir: string | null): Promise<void> {
  const hasClient = clientDir !== null && isFile(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      serve: true,
      // Routes are made for the files present at start: never for dot folders (.vite) or maps.
      serveDotFiles: false,
      dotfiles: 'ignore',
      globIgnore: ['**/*.map'],
      setHeaders(res, path) {
        const immutable = path.includes(`${join(clientDir, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', (req, reply) => {
      if (isApiPath(decodedPathOf(req.url))) {
        return reply.status(404).send(unknownApiPath(req.method, req.url));
      }
      const path = pathOf(req.url);
      if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
        // A missing file is a plain 404, not the app's page.
        const name = plainFileName(path);
        if (name === null || !isFile(join(clientDir, name))) return missingFile(reply);
        return reply.sendFile(name);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !isApiPath(decodedPathOf(req.url));
    if (wantsPage && hasClient) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(unknownApiPath(req.method, req.url));
  });
}
