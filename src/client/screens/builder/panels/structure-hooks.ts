import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { Website } from '../../../../model/website';
import type { Selection } from '../selection';
import {
  choose,
  isExpanded,
  NO_CHOICES,
  reveal,
  sectionHolding,
  type Expansion,
} from './structure-expansion';
import type { Found } from './structure-search';

/** The search in Website Structure: its words, and what they find (null while it is empty). */
export type Search = { query: string; found: Found | null };

/**
 * Which sections show their elements: the one holding the selection, and any the coach opened.
 * A new selection opens the section holding it again if the coach had closed it.
 */
export function useExpansion(website: Website, selection: Selection, search: Search) {
  const holding = sectionHolding(website, selection);
  const [choices, setChoices] = useState<Expansion>(NO_CHOICES);
  const selected = selection ? `${selection.kind}:${selection.id}` : '';
  const [seen, setSeen] = useState(selected);
  if (seen !== selected) {
    setSeen(selected);
    setChoices(reveal(choices, holding));
  }
  // While searching, a section shows the elements found in it; the coach's choices last until the
  // search changes.
  const { query, found } = search;
  const [searched, setSearched] = useState({ query, choices: NO_CHOICES });
  if (searched.query !== query) setSearched({ query, choices: NO_CHOICES });
  const searching = found !== null;
  const onExpand = useCallback(
    (sectionId: number, expanded: boolean) =>
      searching
        ? setSearched((s) => ({ ...s, choices: choose(s.choices, sectionId, expanded) }))
        : setChoices((c) => choose(c, sectionId, expanded)),
    [searching, setSearched, setChoices],
  );
  const expanded = (id: number) =>
    found
      ? (searched.choices.get(id) ?? (found.sections.get(id)?.length ?? 0) > 0)
      : isExpanded(choices, id, holding);
  return { expanded, onExpand };
}

/**
 * Brings the selected row into view within the panel's own scrolling box when the selection
 * changes (say, by a click on the canvas), without scrolling the page around it.
 */
export function useScrollToSelected(nav: RefObject<HTMLElement | null>, selection: Selection) {
  const key = selection ? `${selection.kind}:${selection.id}` : '';
  useEffect(() => {
    const box = nav.current?.parentElement;
    const row = nav.current?.querySelector('[aria-selected="true"] > *');
    if (!key || !box || !row) return;
    const shown = box.getBoundingClientRect();
    const at = row.getBoundingClientRect();
    if (at.top < shown.top) box.scrollBy({ top: at.top - shown.top - 8 });
    else if (at.bottom > shown.bottom) box.scrollBy({ top: at.bottom - shown.bottom + 8 });
  }, [nav, key]);
}

/** The value last seen with this key: a new value under the same key is the same to the reader. */
export function useKeptWhile<T>(value: T, key: string): T {
  const [kept, setKept] = useState({ key, value });
  if (kept.key === key) return kept.value;
  setKept({ key, value });
  return value;
}
