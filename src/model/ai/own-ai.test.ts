import { describe, expect, it } from 'vitest';
import { ownAiInputSchema, ownProviderName, writerLabel } from './own-ai';

describe('the coach’s own AI', () => {
  it('names who wrote a piece the way a coach reads it', () => {
    expect(writerLabel('offline')).toBe('Offline copywriter');
    expect(writerLabel(ownProviderName('openrouter', 'meta/llama-3'))).toBe(
      'Your OpenRouter (meta/llama-3)',
    );
    expect(writerLabel(ownProviderName('ollama', 'llama3'))).toBe('Your Ollama (llama3)');
    expect(writerLabel(ownProviderName('other', 'm1'))).toBe('Your own AI (m1)');
    expect(writerLabel('gpt-4o-mini')).toBe('gpt-4o-mini');
  });

  it('asks an address of "Other" only, and a key without spaces', () => {
    const other = ownAiInputSchema.safeParse({ provider: 'other', model: 'm' });
    expect(other.error?.issues.map((i) => i.path.join('.'))).toEqual(['baseUrl']);
    expect(ownAiInputSchema.safeParse({ provider: 'groq', model: 'llama' }).success).toBe(true);
    const spaced = ownAiInputSchema.safeParse({ provider: 'groq', model: 'm', apiKey: 'a b' });
    expect(spaced.error?.issues.map((i) => i.path.join('.'))).toEqual(['apiKey']);
  });
});
