import type { Website } from '../../../../model/website';
import { findElement, type Selection } from '../selection';

/**
 * Which sections of Website Structure show their elements. By default only the section holding
 * the selection (the selected section, or the section of the selected element); the coach may
 * open or close any section, and that choice stands until they change it, except that a new
 * selection always opens the section that holds it.
 */
export type Expansion = ReadonlyMap<number, boolean>;

export const NO_CHOICES: Expansion = new Map();

/** The section holding the selection, or null when nothing (or something gone) is selected. */
export function sectionHolding(website: Website, selection: Selection): number | null {
  if (!selection) return null;
  if (selection.kind === 'section') {
    return website.sections.some((s) => s.id === selection.id) ? selection.id : null;
  }
  return findElement(website, selection.id)?.section.id ?? null;
}

/** Whether a section shows its elements: the coach's choice, else whether it holds the selection. */
export function isExpanded(choices: Expansion, sectionId: number, holding: number | null): boolean {
  return choices.get(sectionId) ?? sectionId === holding;
}

/** The choices once the coach opened or closed a section. */
export function choose(choices: Expansion, sectionId: number, expanded: boolean): Expansion {
  const next = new Map(choices);
  next.set(sectionId, expanded);
  return next;
}

/** The choices once the selection moved into `holding`: that section opens again if closed. */
export function reveal(choices: Expansion, holding: number | null): Expansion {
  if (holding === null || choices.get(holding) !== false) return choices;
  const next = new Map(choices);
  next.delete(holding);
  return next;
}
