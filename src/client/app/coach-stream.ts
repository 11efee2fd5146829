import { createParser } from 'eventsource-parser';
import type { CoachMessage, CoachStreamEvent } from '../../model/coach/conversation';
import { ApiError } from '../lib/api';

type Handlers = {
  /** The coach's message as kept. */
  onStart: (message: CoachMessage) => void;
  onText: (text: string) => void;
  /** The answer as kept (complete, stopped or failed), and what went wrong if anything did. */
  onDone: (message: CoachMessage, error: string | null) => void;
};

/**
 * Sends a message to the AI Business Coach and reads the answer as it streams (server-sent events
 * over a POST). Aborting `signal` is Stop: the server keeps the answer as far as it got. A refusal
 * before the stream (too many messages, a full session) throws an ApiError like any call.
 */
export async function sendToCoach(
  conversationId: number,
  content: string,
  signal: AbortSignal,
  handlers: Handlers,
): Promise<void> {
  const response = await fetch(`/api/coach/conversations/${conversationId}/messages`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ content }),
    signal,
  });
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  let failure: string | null = null;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const parsed = { event, data: JSON.parse(data) } as CoachStreamEvent;
      if (parsed.event === 'start') handlers.onStart(parsed.data.message);
      else if (parsed.event === 'delta') handlers.onText(parsed.data.text);
      else if (parsed.event === 'error') failure = parsed.data.message;
      else if (parsed.event === 'done') handlers.onDone(parsed.data.message, failure);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
}
