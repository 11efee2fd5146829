import type { ElementType } from '../element-types';
import { ELEMENT_TYPES } from '../element-types';
import { TEXT_LIMITS } from '../fields';
import { plainText } from '../rich-text-plain';
import type { Element, Section, Website } from '../website';

/**
 * Which words on a page AI may write (issue 12): every text field of every element, read from the
 * registry, with the role it plays in the copy and the most it should hold. A testimonial, a
 * statistic or a result is the coach's proof and is never written; a price, a date or a place is
 * a fact only the coach knows. Both are left as they are and listed instead.
 */

export type SlotRole =
  | 'headline'
  | 'subheadline'
  /** A few punchy words: a badge, an angled or gradient line. */
  | 'short'
  | 'body'
  | 'cta'
  | 'item-title'
  | 'item-body'
  | 'list-item'
  | 'guarantee'
  | 'form-heading'
  | 'form-intro'
  | 'success';

type Skip = 'proof' | 'fact';
type Role = SlotRole | Skip;

const PROOF_TYPES: ReadonlySet<string> = new Set([
  'testimonial-card',
  'testimonial-quote',
  'executive-testimonial',
  'stats-card',
  'transformation-metric',
]);

/** Roles by element type and field; a text field not named here is a fact. */
const ROLES: Partial<Record<ElementType, Record<string, Role>>> = {
  heading: { html: 'headline', text: 'fact' },
  subheading: { text: 'subheadline' },
  paragraph: { text: 'body' },
  'highlight-box': { text: 'body' },
  button: { text: 'cta' },
  link: { text: 'cta' },
  'gradient-text': { text: 'short' },
  'rotated-heading': { text: 'short' },
  'angled-text': { text: 'short' },
  badge: { text: 'short' },
  'pricing-card': { title: 'item-title', description: 'item-body', buttonText: 'cta' },
  'pricing-option': { title: 'item-title', description: 'item-body', buttonText: 'cta' },
  'investment-box': { includes: 'item-body' },
  'course-module': { title: 'item-title', description: 'item-body' },
  'bonus-item': { title: 'item-title', description: 'item-body' },
  'guarantee-badge': { text: 'guarantee' },
  'leadership-pillar': { title: 'item-title', description: 'item-body' },
  'executive-feature': { title: 'item-title', description: 'item-body' },
  'retreat-feature': { title: 'item-title', description: 'item-body' },
  point: { title: 'item-title', description: 'item-body' },
  'cohort-info': { title: 'item-title' },
  'investment-tier': {
    title: 'item-title',
    description: 'item-body',
    feature1: 'list-item',
    feature2: 'list-item',
    feature3: 'list-item',
    buttonText: 'cta',
  },
  'list-item': { text: 'list-item' },
  'offer-card': { title: 'item-title', description: 'item-body', buttonText: 'cta' },
  'lead-form': {
    heading: 'form-heading',
    intro: 'form-intro',
    buttonText: 'cta',
    successMessage: 'success',
  },
};

/** How long each role's words should be at most (the field's own limit may be lower). */
export const ROLE_LENGTH: Record<SlotRole, number> = {
  headline: 90,
  subheadline: 160,
  short: 40,
  body: 600,
  cta: 32,
  'item-title': 60,
  'item-body': 300,
  'list-item': 80,
  guarantee: 160,
  'form-heading': 60,
  'form-intro': 200,
  success: 200,
};

export type PageSlot = {
  /** `{elementId}.{field}`: how a written text finds its way back. */
  slot: string;
  sectionId: number;
  sectionType: string;
  sectionTitle: string;
  elementId: number;
  elementType: ElementType;
  field: string;
  role: SlotRole;
  /** Whether the field holds HTML (a heading): written text is escaped into it. */
  rich: boolean;
  maxLength: number;
  /** What the field shows now, as plain text ('' when empty). */
  current: string;
  /** Its place among the slots of the same role in its section, from 0. */
  index: number;
};

/** Something AI left for the coach: a testimonial, a number, a result. */
export type ProofSlot = { sectionId: number; elementId: number; field: string; label: string };

export type PageScope = { sectionId?: number; elementId?: number };

function roleOf(element: Element, field: string): Role {
  if (PROOF_TYPES.has(element.type)) return 'proof';
  return ROLES[element.type]?.[field] ?? 'fact';
}

function currentText(element: Element, field: string, rich: boolean): string {
  const raw = (element.content as Record<string, unknown>)[field];
  const value = typeof raw === 'string' ? raw : '';
  if (!rich) return value;
  const shown = plainText(value);
  const fallback = (element.content as Record<string, unknown>).text;
  return shown || (typeof fallback === 'string' ? fallback : '');
}

function inScope(section: Section, element: Element, scope: PageScope): boolean {
  if (scope.elementId !== undefined) return element.id === scope.elementId;
  if (scope.sectionId !== undefined) return section.id === scope.sectionId;
  return true;
}

/** The slots AI writes on a page (or one section or element of it), and the proof it leaves. */
export function pageSlots(
  website: Pick<Website, 'sections'>,
  scope: PageScope = {},
): { slots: PageSlot[]; proof: ProofSlot[] } {
  const slots: PageSlot[] = [];
  const proof: ProofSlot[] = [];
  for (const section of website.sections) {
    const seen = new Map<SlotRole, number>();
    for (const element of section.elements) {
      if (!inScope(section, element, scope)) continue;
      for (const def of ELEMENT_TYPES[element.type].fields) {
        if (def.kind !== 'text' && def.kind !== 'longtext' && def.kind !== 'richtext') continue;
        const role = roleOf(element, def.name);
        if (role === 'proof') {
          proof.push({
            sectionId: section.id,
            elementId: element.id,
            field: def.name,
            label: `${ELEMENT_TYPES[element.type].label}: ${def.label}`,
          });
          continue;
        }
        if (role === 'fact') continue;
        const rich = def.kind === 'richtext';
        const index = seen.get(role) ?? 0;
        seen.set(role, index + 1);
        slots.push({
          slot: `${element.id}.${def.name}`,
          sectionId: section.id,
          sectionType: section.type,
          sectionTitle: section.title ?? section.name,
          elementId: element.id,
          elementType: element.type,
          field: def.name,
          role,
          rich,
          maxLength: Math.min(ROLE_LENGTH[role], TEXT_LIMITS[def.kind]),
          current: currentText(element, def.name, rich),
          index,
        });
      }
    }
  }
  return { slots, proof };
}
