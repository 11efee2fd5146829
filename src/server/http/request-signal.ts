import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the browser goes away before its answer is sent (the coach pressed
 * Cancel, or closed the tab), so a provider call nobody waits for is stopped.
 */
export function requestSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The request was cancelled.'));
  });
  return controller.signal;
}
