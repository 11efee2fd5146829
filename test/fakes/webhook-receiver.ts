import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { headers: IncomingHttpHeaders; body: string };

export type WebhookReceiver = {
  url: string;
  received: ReceivedHook[];
  /** The next `count` posts are answered with `status` (then 200 again). */
  failNext: (count: number, status?: number) => void;
  reset: () => void;
  close: () => Promise<void>;
};

/** An endpoint as Zapier or n8n would be, on loopback: keeps every post and answers 200. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  let failing = { count: 0, status: 500 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (failing.count > 0) {
        failing.count -= 1;
        response.writeHead(failing.status).end('not now');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/coachsite`,
    received,
    failNext: (count, status = 500) => {
      failing = { count, status };
    },
    reset: () => {
      received.length = 0;
      failing = { count: 0, status: 500 };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
