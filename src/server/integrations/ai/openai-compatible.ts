import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
} from 'ai';
import { z } from 'zod';
import {
  writtenOfferSchema,
  killerCopySchema,
  storyBeatSchema,
  journeyDraftSchema,
  pageCopySchema,
  socialContentSchema,
  type PageCopy,
} from '../../../model/ai/outputs';
import type { PageSlot } from '../../../model/ai/page-slots';
import { withoutKey } from '../../secrets/key-echoes';
import { outboundErrorIn } from '../outbound/errors';
import { schemaForModel } from './model-schema';
import { coachStream } from './openai-coach';
import { AiProviderError, type AiProvider, type PageBrief, type Written } from './provider';
import {
  killerCopyPrompt,
  offerPrompt,
  pagePrompt,
  socialPrompt,
  storyBeatPrompt,
  journeyDraftPrompt,
  SYSTEM_PROMPT,
} from './prompts';

export type OpenAiCompatibleOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long one answer may take (60 s). */
  timeoutMs?: number;
  /** The HTTP client: the guarded outbound one for a coach's own AI (default: Node's fetch). */
  fetch?: typeof globalThis.fetch;
  /** The name kept with what it writes (default: the model's). */
  name?: string;
};

/** The model's answer: the copy, and the avatar fields it says it drew on. */
const answerOf = <T extends z.ZodType>(copy: T) =>
  z.object({ copy, sources: z.array(z.string().max(60)).max(40) });

/** An answer the schema allowed but the task cannot use (a slot it was not asked for). */
class UnusableAnswer extends Error {}

function checkPage(copy: PageCopy, slots: readonly PageSlot[]): void {
  const asked = new Map(slots.map((s) => [s.slot, s]));
  for (const { slot, text } of copy.slots) {
    const wanted = asked.get(slot);
    if (!wanted) throw new UnusableAnswer(`answered slot ${slot}, which was not asked for`);
    if (text.length > wanted.maxLength) {
      throw new UnusableAnswer(
        `slot ${slot} is ${text.length} characters, more than ${wanted.maxLength}`,
      );
    }
  }
}

/**
 * What the provider said, short, for the operator's log: its status and words, never the key in
 * any form it may echo it (secrets/key-echoes.ts); when part of the key would still be there, the
 * status only.
 */
function detailOf(error: unknown, apiKey: string | undefined): string {
  const status = APICallError.isInstance(error) ? `${error.statusCode ?? 'no response'} ` : '';
  const said = APICallError.isInstance(error)
    ? `${error.message} ${error.responseBody ?? ''}`
    : error instanceof Error
      ? `${error.name}: ${error.message}`
      : String(error);
  const cleaned = withoutKey(said, apiKey, '[key]') ?? '(its words held part of the key: not kept)';
  return `${status}${cleaned}`.replace(/\s+/g, ' ').trim().slice(0, 500);
}

export function providerError(error: unknown, timedOut: boolean, apiKey?: string): AiProviderError {
  const detail = detailOf(error, apiKey);
  const refused = outboundErrorIn(error);
  if (refused) {
    const reason = refused.reason === 'timeout' ? 'timeout' : 'refused';
    return new AiProviderError(`${refused.forField("The AI provider's address")}.`, reason, detail);
  }
  if (timedOut) {
    return new AiProviderError('The AI provider took too long to answer.', 'timeout', detail);
  }
  if (APICallError.isInstance(error)) {
    if (error.statusCode === 429) {
      return new AiProviderError('The AI provider is busy (rate limited).', 'rate-limited', detail);
    }
    if (error.statusCode !== undefined && error.statusCode < 500) {
      return new AiProviderError(
        `The AI provider refused the request (${error.statusCode}).`,
        'refused',
        detail,
      );
    }
    return new AiProviderError(
      `The AI provider could not answer (${error.statusCode ?? 'no response'}).`,
      'unreachable',
      detail,
    );
  }
  return new AiProviderError('The AI provider could not be reached.', 'unreachable', detail);
}

const isInvalidOutput = (error: unknown) =>
  NoObjectGeneratedError.isInstance(error) ||
  NoOutputGeneratedError.isInstance(error) ||
  error instanceof UnusableAnswer;

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, OpenRouter, Ollama, llama.cpp, vLLM),
 * through the AI SDK. The output schema is sent to the model (JSON-schema structured outputs) and
 * its answer validated with it; an unusable answer is asked for once more, then refused.
 */
export function openAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const endpoint = createOpenAICompatible({
    name: 'ai',
    baseURL: options.baseUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    supportsStructuredOutputs: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const model = endpoint.chatModel(options.model);
  const timeoutMs = options.timeoutMs ?? 60_000;

  async function write<T extends z.ZodType>(
    name: string,
    schema: T,
    prompt: string,
    signal: AbortSignal,
    check: (copy: z.infer<T>) => void = () => undefined,
  ): Promise<Written<z.infer<T>>> {
    // One deadline for the call, the retry of an unusable answer included.
    const timeout = AbortSignal.timeout(timeoutMs);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { output } = await generateText({
          model,
          system: SYSTEM_PROMPT,
          prompt,
          output: Output.object({ schema: schemaForModel(answerOf(schema)), name }),
          maxRetries: 0,
          abortSignal: AbortSignal.any([signal, timeout]),
        });
        const answer = output as { copy: z.infer<T>; sources: string[] };
        check(answer.copy);
        return { output: answer.copy, sources: answer.sources };
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (isInvalidOutput(error)) {
          if (attempt < 2) continue;
          throw new AiProviderError(
            'The AI provider answered twice with something that is not usable copy.',
            'invalid-output',
            detailOf(error, options.apiKey),
          );
        }
        throw providerError(error, timeout.aborted, options.apiKey);
      }
    }
  }

  return {
    name: options.name ?? options.model,
    killerCopy: (brief, signal) =>
      write('killer_copy', killerCopySchema, killerCopyPrompt(brief), signal),
    social: (brief, signal) =>
      write('social_posts', socialContentSchema, socialPrompt(brief), signal),
    offer: (brief, signal) =>
      write('grand_slam_offer', writtenOfferSchema, offerPrompt(brief), signal),
    storyBeat: (brief, signal) =>
      write('story_beat', storyBeatSchema, storyBeatPrompt(brief), signal),
    journeyDraft: (brief, signal) =>
      write('journey_draft', journeyDraftSchema, journeyDraftPrompt(brief), signal),
    coachReply: (brief, signal) =>
      coachStream(model, brief, signal, timeoutMs, (error, timedOut) =>
        providerError(error, timedOut, options.apiKey),
      ),
    page: (brief: PageBrief, signal) =>
      write('page_copy', pageCopySchema, pagePrompt(brief), signal, (copy) =>
        checkPage(copy, brief.slots),
      ),
  };
}
