import { setTimeout as wait } from 'node:timers/promises';

/** How long the offline coach takes per word: about the pace a model writes at. */
export const WORD_MS = 25;

/** A written answer given out word by word, as a model streams it; the signal stops it. */
export async function* paced(
  text: string,
  signal: AbortSignal,
  wordMs = WORD_MS,
): AsyncGenerator<string> {
  for (const word of text.match(/\s*\S+/g) ?? []) {
    await wait(wordMs, undefined, { signal });
    yield word;
  }
}
