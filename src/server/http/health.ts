import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Door } from './front-door';

export type HealthOptions = {
  /** Why the process cannot serve now (the database, its migrations), or null when it can. */
  problem: () => Promise<string | null>;
  /** Whether the process has been asked to stop: it is then never ready again. */
  stopping: () => boolean;
};

const HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

function answer(response: ServerResponse, status: number, body: Record<string, string>): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { ...HEADERS, 'Content-Length': String(Buffer.byteLength(text)) });
  response.end(text);
}

/**
 * The probes a load balancer, an orchestrator or systemd asks, answered before Fastify (so never
 * rate-limited, refused as busy, or logged per request):
 * - `GET /livez`: the process answers (200), whatever its database does;
 * - `GET /readyz`: it can serve now (200), or 503 with the reason: the database is unreachable
 *   or not at this build's migrations, or the process is stopping.
 */
export function healthDoor({ problem, stopping }: HealthOptions): Door {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    // Every request passes here first: one cheap look at the start of its address.
    const url = request.url ?? '';
    if (!url.startsWith('/livez') && !url.startsWith('/readyz')) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = url.split('?')[0];
    if (path === '/livez') {
      answer(response, 200, { status: 'live' });
      return true;
    }
    if (path !== '/readyz') return false;
    if (stopping()) {
      answer(response, 503, { status: 'stopping' });
      return true;
    }
    problem().then(
      (reason) =>
        reason === null
          ? answer(response, 200, { status: 'ready' })
          : answer(response, 503, { status: 'unavailable', reason }),
      () => answer(response, 503, { status: 'unavailable', reason: 'the check failed' }),
    );
    return true;
  };
}
