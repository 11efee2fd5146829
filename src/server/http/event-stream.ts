import type { FastifyReply } from 'fastify';

/**
 * Takes the answer over as a server-sent event stream (text/event-stream): the headers an SSE answer
 * needs (nothing cached or buffered by a proxy, no sniffing), then `send` for each event.
 */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  return {
    out,
    send: (event: string, data: unknown) => {
      if (!out.writableEnded) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** A line the browser ignores (keeps the connection alive), or a `retry:` field. */
    raw: (line: string) => {
      if (!out.writableEnded) out.write(`${line}\n\n`);
    },
    end: () => out.end(),
  };
}
