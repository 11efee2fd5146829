import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the built browser app: hashed assets cached for a year, every other GET that wants HTML
 * answered with index.html so the client router can draw the route (or its 404 card).
 */
export async function serveClient(app: FastifyInstance, clientDir: string | null): Promise<void> {
  const hasClient = clientDir !== null && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      serve: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(clientDir, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', (req, reply) => {
      const file = req.url.split('?')[0] ?? '/';
      if (/\.[a-z0-9]+$/i.test(file) && !file.endsWith('.html')) {
        // A missing file is a plain 404, not the app's page.
        if (!existsSync(join(clientDir, safeDecode(file).replace(/^\/+/, '')))) {
          return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
        }
        return reply.sendFile(file);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !req.url.startsWith('/api/');
    if (wantsPage && hasClient) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', `No route for ${req.method} ${req.url}`));
  });
}
