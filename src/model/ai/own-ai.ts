import { z } from 'zod';
import { readOnlyKeys } from '../read-only';
import { text } from '../text';

/**
 * The coach's own AI (issue 27): a known OpenAI-compatible provider, a local Ollama on a
 * self-hosted install, or any other OpenAI-compatible https address. Their key is kept sealed on
 * the server and shown by its last 4 characters only.
 */
export const OWN_AI_PROVIDERS = [
  'openai',
  'openrouter',
  'groq',
  'together',
  'mistral',
  'ollama',
  'other',
] as const;
export type OwnAiProvider = (typeof OWN_AI_PROVIDERS)[number];

export const OWN_AI_LABELS: Record<OwnAiProvider, string> = {
  openai: 'OpenAI',
  openrouter: 'OpenRouter',
  groq: 'Groq',
  together: 'Together',
  mistral: 'Mistral',
  ollama: 'Ollama (on this server)',
  other: 'Other (OpenAI-compatible)',
};

/** Each known provider's address; `other` is the coach's own. */
export const OWN_AI_BASE_URLS: Record<Exclude<OwnAiProvider, 'other'>, string> = {
  openai: 'https://api.openai.com/v1',
  openrouter: 'https://openrouter.ai/api/v1',
  groq: 'https://api.groq.com/openai/v1',
  together: 'https://api.together.xyz/v1',
  mistral: 'https://api.mistral.ai/v1',
  ollama: 'http://localhost:11434/v1',
};

/** A local Ollama needs no key; every other provider does. */
export const needsKey = (provider: OwnAiProvider) => provider !== 'ollama';

/** PUT /api/account/ai. `apiKey` left out keeps the stored key (the form shows its last 4). */
export const ownAiInputSchema = z
  .strictObject({
    provider: z.enum(OWN_AI_PROVIDERS, { error: 'must be one of the listed providers' }),
    baseUrl: text(500).trim().optional(),
    model: text(200).trim().min(1, 'is required'),
    apiKey: text(1000).trim().min(1, 'is required').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.provider === 'other' && !input.baseUrl) {
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'is required' });
    }
    if (input.apiKey !== undefined && /\s/.test(input.apiKey)) {
      ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'cannot contain spaces' });
    }
  });
export type OwnAiInput = z.infer<typeof ownAiInputSchema>;

/** GET/PUT /api/account/ai. `privateAllowed`: the server lets a local Ollama be used. */
export type OwnAiAnswer =
  | { configured: false; privateAllowed: boolean; reenter?: string }
  | {
      configured: true;
      privateAllowed: boolean;
      provider: OwnAiProvider;
      baseUrl: string;
      model: string;
      /** The key's last 4 characters, or null for a provider without one. */
      keyHint: string | null;
    };

/** What a PUT ignores of the GET's answer: sent back whole, the stored key is kept. */
export const OWN_AI_READ_ONLY = readOnlyKeys<
  Extract<OwnAiAnswer, { configured: true }>,
  OwnAiInput
>({ configured: true, privateAllowed: true, keyHint: true });

/** POST /api/account/ai/test: one tiny call, and what came of it in plain words. */
export type OwnAiTestAnswer = { ok: boolean; message: string };

/** The name kept with what a coach's own AI wrote: `own:{provider}:{model}`. */
export const ownProviderName = (provider: OwnAiProvider, model: string) =>
  `own:${provider}:${model}`;

/** Who wrote a content item, for the coach: the offline copywriter, their own AI, or the model. */
export function writerLabel(provider: string): string {
  if (provider === 'offline') return 'Offline copywriter';
  const own = /^own:([a-z]+):(.*)$/.exec(provider);
  const name = own?.[1] as OwnAiProvider | undefined;
  if (own && name && name in OWN_AI_LABELS) {
    const label = name === 'other' ? 'own AI' : OWN_AI_LABELS[name].replace(/ \(.*\)$/, '');
    return `Your ${label} (${own[2]})`;
  }
  return provider;
}
