/**
 * A small cache for answers the writers ask again and again (what compromise says of a word, a
 * note said in another person): a page asks the same few hundreds of times. Emptied when
 * full, so it stays small.
 */
export function remembered<T>(cache: Map<string, T>, key: string, ask: () => T, max = 1000): T {
  let answer = cache.get(key);
  if (answer === undefined) {
    if (cache.size >= max) cache.clear();
    answer = ask();
    cache.set(key, answer);
  }
  return answer;
}

/** What compromise said of a word or a note lately ("Leeds" is a name, "passed" a participle). */
const said = new Map<string, boolean>();
export const known = (key: string, ask: () => boolean) => remembered(said, key, ask, 2000);

/** A text's first words: compromise is asked about those, not a whole paragraph. */
export const firstWords = (text: string, count = 8) => text.split(/\s+/, count).join(' ');
