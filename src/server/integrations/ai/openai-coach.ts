import { streamText, type LanguageModel } from 'ai';
import type { CoachBrief } from './coach-brief';
import { coachSystemPrompt } from './coach-prompt';
import type { AiProviderError } from './provider';

/** The last turns sent with each answer: enough to follow the conversation, bounded in size. */
const TURNS = 20;

/**
 * The coach's answer from an OpenAI-compatible model, streamed as it is written. A failure before
 * or during the answer is thrown as an AiProviderError (`toError`); the caller's signal stops it.
 */
export async function* coachStream(
  model: LanguageModel,
  brief: CoachBrief,
  signal: AbortSignal,
  timeoutMs: number,
  toError: (error: unknown, timedOut: boolean) => AiProviderError,
): AsyncGenerator<string> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const result = streamText({
    model,
    system: coachSystemPrompt(brief.context),
    messages: [
      ...brief.history.slice(-TURNS).map((t) => ({ role: t.role, content: t.content })),
      { role: 'user' as const, content: brief.message },
    ],
    maxRetries: 0,
    // Errors arrive as 'error' parts below; the SDK's default would print them to the console.
    onError: () => undefined,
    abortSignal: AbortSignal.any([signal, timeout]),
  });
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') yield part.text;
      else if (part.type === 'error') throw toError(part.error, timeout.aborted);
    }
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (error instanceof Error && error.name === 'AiProviderError') throw error;
    throw toError(error, timeout.aborted);
  }
}
