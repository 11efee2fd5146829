import { counted } from '../../../../model/counted';
import type { Website } from '../../../../model/website';
import type { Selection } from '../selection';
import { elementText, elementTypeLabel } from './element-label';

/**
 * 'Find an element' in Website Structure: the sections and elements whose words (a section's name
 * and type; an element's type and the text the page shows for it) hold every word searched for,
 * anywhere and in any case.
 */
export type Found = {
  /** The sections to show, in the page's order, each with the ids of its elements to show. */
  sections: ReadonlyMap<number, readonly number[]>;
  /** How many sections match by their own name or type. */
  matchedSections: number;
  /** How many elements match. */
  matchedElements: number;
  /** The first match in the tree's order, or null when nothing matches. */
  first: NonNullable<Selection> | null;
};

/** The words of a search, lower case; none for an empty or blank search. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether every word is somewhere in the text, in any case. */
export function matchesAll(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.every((word) => lower.includes(word));
}

/** A piece of a row's label: words searched for (`match`) or the words between them. */
export type LabelPart = { text: string; match: boolean };

/**
 * A row's label cut where the searched words are, to mark each of them: every place each word is
 * found, in any case (where two overlap, as 'bo' and 'book' do, one mark holds both). One
 * unmatched part when there is nothing to mark.
 */
export function labelParts(label: string, words: readonly string[]): LabelPart[] {
  const lower = label.toLowerCase();
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      ranges.push([at, at + word.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: LabelPart[] = [];
  let done = 0;
  for (const [start, end] of ranges) {
    if (end <= done) continue;
    const from = Math.max(start, done);
    if (from > done) parts.push({ text: label.slice(done, from), match: false });
    const last = parts.at(-1);
    if (last?.match && from === done) last.text += label.slice(from, end);
    else parts.push({ text: label.slice(from, end), match: true });
    done = end;
  }
  if (done < label.length || parts.length === 0) {
    parts.push({ text: label.slice(done), match: false });
  }
  return parts;
}

/** What a search finds in the website, or null when there is nothing to search for. */
export function searchStructure(website: Website, query: string, coachName?: string): Found | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const sections = new Map<number, number[]>();
  let matchedSections = 0;
  let matchedElements = 0;
  let first: Found['first'] = null;
  for (const section of website.sections) {
    const itself = matchesAll(`${section.name} ${section.type}`, words);
    const elements = section.elements
      .filter((e) =>
        matchesAll(`${elementTypeLabel(e)} ${e.type} ${elementText(e, coachName)}`, words),
      )
      .map((e) => e.id);
    if (!itself && elements.length === 0) continue;
    sections.set(section.id, elements);
    if (itself) matchedSections++;
    matchedElements += elements.length;
    first ??= itself
      ? { kind: 'section', id: section.id }
      : { kind: 'element', id: elements[0] as number };
  }
  return { sections, matchedSections, matchedElements, first };
}

/**
 * The results with one row kept in them though it no longer matches: the row chosen from them,
 * whose words the coach may be changing, stays in the tree (uncounted) until the search changes.
 */
export function keeping(found: Found, website: Website, row: Selection): Found {
  if (!row) return found;
  const section =
    row.kind === 'section'
      ? website.sections.find((s) => s.id === row.id)
      : website.sections.find((s) => s.elements.some((e) => e.id === row.id));
  if (!section) return found;
  const shown = found.sections.get(section.id) ?? [];
  if (row.kind === 'element' ? shown.includes(row.id) : found.sections.has(section.id)) {
    return found;
  }
  const sections = new Map(found.sections);
  sections.set(section.id, row.kind === 'element' ? [...shown, row.id] : shown);
  return { ...found, sections };
}

/** What the live region says of a search: '3 elements match', 'Nothing matches “xyz”'. */
export function foundMessage(found: Found, query: string): string {
  const total = found.matchedSections + found.matchedElements;
  if (total === 0) return `Nothing matches “${query.trim()}”`;
  const parts = [
    found.matchedSections > 0 ? counted(found.matchedSections, 'section') : '',
    found.matchedElements > 0 ? counted(found.matchedElements, 'element') : '',
  ].filter(Boolean);
  return `${parts.join(' and ')} ${total === 1 ? 'matches' : 'match'}`;
}

/** Everything the tree shows of a search, as a string: the same results give the same key. */
export function foundKey(found: Found | null): string {
  if (!found) return '';
  return JSON.stringify([[...found.sections], found.matchedSections, found.first]);
}
