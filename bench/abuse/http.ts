import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type RawRequest = {
  method?: 'GET' | 'POST';
  path: string;
  /** Sent as given: a `host` here replaces the one node:http would write. */
  headers?: Record<string, string>;
  body?: string;
  agent?: Agent;
  /** A request taking longer fails (the benchmark stays bounded). */
  timeoutMs?: number;
};

/**
 * One request to 127.0.0.1 with node:http, so any Host header can be sent and the body stays as
 * sent (fetch would refuse the header and decompress the body).
 */
export function send(port: number, options: RawRequest): Promise<RawResponse> {
  const { method = 'GET', path, headers = {}, body, agent, timeoutMs = 10_000 } = options;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`${method} ${path} took over ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}
