import type { ReactNode } from 'react';
import { labelParts, searchWords } from './structure-search';

/**
 * A row's words with those searched for in a <mark> each: dark text on amber (over 10:1), on a
 * selected row too.
 */
export function Marked({ text, query }: { text: string; query: string }): ReactNode {
  const words = searchWords(query);
  if (words.length === 0) return text;
  return labelParts(text, words).map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-amber-200 text-slate-950">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
