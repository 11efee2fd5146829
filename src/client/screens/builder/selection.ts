import type { Element, Section, Website } from '../../../model/website';
import type { IdMap } from './state/remap';

/** What the property panel edits: one section, one element, or nothing (never both). */
export type Selection = { kind: 'section'; id: number } | { kind: 'element'; id: number } | null;

export function findElement(
  website: Website,
  id: number,
): { element: Element; section: Section } | undefined {
  for (const section of website.sections) {
    const element = section.elements.find((e) => e.id === id);
    if (element) return { element, section };
  }
  return undefined;
}

/** The selection with any id the server has since replaced swapped for the new one. */
export function resolveSelection(selection: Selection, aliases: IdMap): Selection {
  if (!selection) return null;
  const map = selection.kind === 'section' ? aliases.sections : aliases.elements;
  let id = selection.id;
  for (let hops = 0; map.has(id) && hops < 50; hops++) id = map.get(id) as number;
  return id === selection.id ? selection : { kind: selection.kind, id };
}
