import { sortByPosition } from '../../../../model/position';
import type { Website } from '../../../../model/website';

/** Gives each item the order of its position, keeping untouched items as they are (memoised renders). */
export function renumber<T extends { order: number }>(items: readonly T[]): T[] {
  return items.map((item, order) => (item.order === order ? item : { ...item, order }));
}

/** The editor's invariant: sections and elements sorted, each `order` equal to its position. */
export function normalizeWebsite(website: Website): Website {
  return {
    ...website,
    sections: renumber(sortByPosition(website.sections)).map((section) => ({
      ...section,
      elements: renumber(sortByPosition(section.elements)),
    })),
  };
}
