import { ELEMENT_TYPES, type ElementType } from '../../../../model/element-types';
import { acceptedElements, templateFor } from '../../../../model/templates/catalogue';
import { starterSection } from '../../../../model/templates/starter-website';
import type { Element, Website } from '../../../../model/website';
import type { BuilderAction } from './actions';

/**
 * A builder gesture described by positions rather than ids, so random sequences stay meaningful
 * whatever the document looks like when they are replayed (tests and benchmarks use them).
 */
export type Intent =
  | { kind: 'type'; at: number; text: string }
  /** Empties one of the element's fields ('' or, for a switch, false), as deleting all its text does. */
  | { kind: 'clear'; at: number; pick: number }
  /** Writes formatted text into the first rich-text field found from `at` on. */
  | { kind: 'rich'; at: number; html: string }
  | { kind: 'style'; at: number; align: 'left' | 'center' | 'right' }
  | { kind: 'rename-section'; at: number; name: string }
  | { kind: 'add-element'; at: number; pick: number }
  | { kind: 'delete-element'; at: number }
  | { kind: 'move-element'; at: number; to: number }
  | { kind: 'add-section'; pick: number; to: number }
  | { kind: 'delete-section'; at: number }
  | { kind: 'move-section'; at: number; to: number }
  | { kind: 'coach-name'; name: string }
  | { kind: 'undo' }
  | { kind: 'redo' };

function pickElement(website: Website, at: number): Element | undefined {
  const all = website.sections.flatMap((s) => s.elements);
  return all.length ? all[at % all.length] : undefined;
}

function firstTextField(type: ElementType): string | undefined {
  return ELEMENT_TYPES[type].fields.find((f) => f.kind === 'text' || f.kind === 'longtext')?.name;
}

function richTextTarget(website: Website, at: number): [Element, string] | undefined {
  const all = website.sections.flatMap((s) => s.elements);
  for (let i = 0; i < all.length; i += 1) {
    const element = all[(at + i) % all.length] as Element;
    const field = ELEMENT_TYPES[element.type as ElementType]?.fields.find(
      (f) => f.kind === 'richtext',
    );
    if (field) return [element, field.name];
  }
  return undefined;
}

export function resolveIntent(
  website: Website,
  intent: Intent,
  nextId: () => number,
): BuilderAction | 'undo' | 'redo' | null {
  const sections = website.sections;
  const section = sections.length
    ? sections[Math.abs('at' in intent ? intent.at : 0) % sections.length]
    : undefined;
  switch (intent.kind) {
    case 'undo':
    case 'redo':
      return intent.kind;
    case 'type': {
      const element = pickElement(website, intent.at);
      const field = element && firstTextField(element.type);
      return element && field
        ? { type: 'edit-content', elementId: element.id, field, value: intent.text }
        : null;
    }
    case 'clear': {
      const element = pickElement(website, intent.at);
      const fields = element ? (ELEMENT_TYPES[element.type as ElementType]?.fields ?? []) : [];
      const field = fields[intent.pick % Math.max(fields.length, 1)];
      if (!element || !field) return null;
      const value = field.kind === 'boolean' ? false : '';
      return { type: 'edit-content', elementId: element.id, field: field.name, value };
    }
    case 'rich': {
      const target = richTextTarget(website, intent.at);
      return target
        ? { type: 'edit-content', elementId: target[0].id, field: target[1], value: intent.html }
        : null;
    }
    case 'style': {
      const element = pickElement(website, intent.at);
      return element
        ? {
            type: 'edit-styles',
            elementId: element.id,
            styles: { ...element.styles, textAlign: intent.align },
          }
        : null;
    }
    case 'rename-section':
      return section
        ? { type: 'edit-section', sectionId: section.id, changes: { name: intent.name } }
        : null;
    case 'add-element': {
      const accepted = section ? acceptedElements(website.template, section.type) : [];
      const type = accepted[intent.pick % Math.max(accepted.length, 1)];
      if (!section || !type) return null;
      const element: Element = {
        id: nextId(),
        sectionId: section.id,
        type,
        order: 0,
        content: {},
        styles: {},
        version: 1,
      };
      return { type: 'add-element', sectionId: section.id, element };
    }
    case 'delete-element': {
      const element = pickElement(website, intent.at);
      return element ? { type: 'delete-element', elementId: element.id } : null;
    }
    case 'move-element': {
      const element = pickElement(website, intent.at);
      return element ? { type: 'move-element', elementId: element.id, toIndex: intent.to } : null;
    }
    case 'add-section': {
      const template = templateFor(website.template);
      const starter = template.starter[intent.pick % template.starter.length];
      if (!starter) return null;
      return {
        type: 'add-section',
        section: starterSection(starter, website.id, 0, nextId),
        index: intent.to,
      };
    }
    case 'delete-section':
      return section && sections.length > 1
        ? { type: 'delete-section', sectionId: section.id }
        : null;
    case 'move-section':
      return section ? { type: 'move-section', sectionId: section.id, toIndex: intent.to } : null;
    case 'coach-name':
      return { type: 'edit-settings', settings: { ...website.settings, coachName: intent.name } };
  }
}
