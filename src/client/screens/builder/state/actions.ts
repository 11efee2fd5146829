import { afterEditing, KEPT_SAMPLE, UNREVIEWED } from '../../../../model/kept-sample';
import type { ContentValue } from '../../../../model/element-content';
import type { WebsiteSettings } from '../../../../model/settings';
import type { ElementStyles } from '../../../../model/styles';
import type { Element, Section, Website } from '../../../../model/website';
import { renumber } from './normalize';

/** Every change the builder makes to a website, as data. */
export type BuilderAction =
  | { type: 'edit-content'; elementId: number; field: string; value: ContentValue }
  | { type: 'edit-styles'; elementId: number; styles: ElementStyles }
  | { type: 'edit-section'; sectionId: number; changes: { name?: string; title?: string | null } }
  | { type: 'add-element'; sectionId: number; element: Element; index?: number }
  | { type: 'delete-element'; elementId: number }
  | { type: 'move-element'; elementId: number; toIndex: number }
  | { type: 'add-section'; section: Section; index?: number }
  | { type: 'delete-section'; sectionId: number }
  /** toIndex: among the sections of its own page. */
  | { type: 'move-section'; sectionId: number; toIndex: number }
  | { type: 'edit-settings'; settings: WebsiteSettings }
  /** Several changes as one undo step (AI copy applied to a section or the whole page). */
  | { type: 'batch'; actions: BuilderAction[] };

function clamp(index: number, length: number): number {
  return Math.max(0, Math.min(length, Math.trunc(index)));
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(clamp(to, next.length), 0, item);
  return next;
}

function mapSections(website: Website, fn: (section: Section) => Section): Website {
  let changed = false;
  const sections = website.sections.map((s) => {
    const next = fn(s);
    if (next !== s) changed = true;
    return next;
  });
  return changed ? { ...website, sections } : website;
}

function mapElement(
  website: Website,
  elementId: number,
  fn: (element: Element) => Element,
): Website {
  return mapSections(website, (section) => {
    const index = section.elements.findIndex((e) => e.id === elementId);
    if (index < 0) return section;
    const elements = [...section.elements];
    elements[index] = fn(elements[index] as Element);
    return { ...section, elements };
  });
}

/** Applies one action; untouched sections and elements keep their identity, so only changes redraw. */
export function applyAction(website: Website, action: BuilderAction): Website {
  switch (action.type) {
    case 'batch':
      return action.actions.reduce(applyAction, website);
    case 'edit-content':
      return mapElement(website, action.elementId, (e) => {
        const content = { ...e.content, [action.field]: action.value };
        // A field she edits herself is read: the checklist stops listing it as unread (issue 24).
        const unread =
          action.field === UNREVIEWED || action.field === KEPT_SAMPLE
            ? null
            : afterEditing(e.content, action.field);
        if (unread !== null) content[UNREVIEWED] = unread;
        return { ...e, content };
      });
    case 'edit-styles':
      return mapElement(website, action.elementId, (e) => ({ ...e, styles: action.styles }));
    case 'edit-section':
      return mapSections(website, (s) =>
        s.id === action.sectionId ? { ...s, ...action.changes } : s,
      );
    case 'add-element':
      return mapSections(website, (s) => {
        if (s.id !== action.sectionId) return s;
        const elements = [...s.elements];
        elements.splice(clamp(action.index ?? elements.length, elements.length), 0, {
          ...action.element,
          sectionId: s.id,
        });
        return { ...s, elements: renumber(elements) };
      });
    case 'delete-element':
      return mapSections(website, (s) =>
        s.elements.some((e) => e.id === action.elementId)
          ? { ...s, elements: renumber(s.elements.filter((e) => e.id !== action.elementId)) }
          : s,
      );
    case 'move-element':
      return mapSections(website, (s) => {
        const from = s.elements.findIndex((e) => e.id === action.elementId);
        if (from < 0) return s;
        return { ...s, elements: renumber(move(s.elements, from, action.toIndex)) };
      });
    case 'add-section': {
      const sections = [...website.sections];
      sections.splice(clamp(action.index ?? sections.length, sections.length), 0, action.section);
      return { ...website, sections: renumber(sections) };
    }
    case 'delete-section':
      return {
        ...website,
        sections: renumber(website.sections.filter((s) => s.id !== action.sectionId)),
      };
    case 'move-section': {
      // toIndex is its place among its own page's sections (the builder lists one page at a
      // time); the page's sections take the same slots of the website's order, in their new order.
      const section = website.sections.find((s) => s.id === action.sectionId);
      if (!section) return website;
      const onPage = website.sections.filter((s) => s.pageId === section.pageId);
      const moved = move(onPage, onPage.indexOf(section), action.toIndex);
      let next = 0;
      const sections = website.sections.map((s) =>
        s.pageId === section.pageId ? (moved[next++] as Section) : s,
      );
      return { ...website, sections: renumber(sections) };
    }
    case 'edit-settings':
      return { ...website, settings: action.settings };
  }
}
