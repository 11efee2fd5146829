import type { ElementType } from '../element-types';
import { ELEMENT_TYPES } from '../element-types';
import { isProseRole, PROOF_ROLES, TEXT_LIMITS, type ProseRole } from '../fields';
import { plainText } from '../rich-text-plain';
import { sectionPurpose } from '../templates/catalogue';
import type { SectionPurpose } from '../templates/types';
import type { Element, Section, Website } from '../website';
import type { PageProposal } from './api';
import { labelKeepsKind, pageButton, type PageButton } from './page-buttons';

/**
 * Which words on a page AI may write (issues 12 and 24): every field the registry calls prose
 * (its `role`), with what its section is for (the section descriptor's `purpose`) and the most it
 * should hold. A fact (a price, a product's name, a date, a link) is the coach's and is never
 * written; her proof (a testimonial, a figure, a result, a client's name) is listed for her to add.
 */

/** What a written field says on the page: the registry's prose roles. */
export type SlotRole = ProseRole;

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
  /** What the field's section is for, from its template's section descriptor. */
  purpose: SectionPurpose;
  /** A button's label (role 'cta'): what the button does, which its label keeps. */
  button?: PageButton;
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

function isWords(kind: string): kind is keyof typeof TEXT_LIMITS {
  return Object.hasOwn(TEXT_LIMITS, kind);
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
  website: Pick<Website, 'sections' | 'template'>,
  scope: PageScope = {},
): { slots: PageSlot[]; proof: ProofSlot[] } {
  const slots: PageSlot[] = [];
  const proof: ProofSlot[] = [];
  for (const section of website.sections) {
    const seen = new Map<SlotRole, number>();
    const purpose = sectionPurpose(website.template, section.type);
    for (const element of section.elements) {
      if (!inScope(section, element, scope)) continue;
      for (const def of ELEMENT_TYPES[element.type].fields) {
        const role = def.role;
        if (PROOF_ROLES.has(role)) {
          proof.push({
            sectionId: section.id,
            elementId: element.id,
            field: def.name,
            label: `${ELEMENT_TYPES[element.type].label}: ${def.label}`,
          });
          continue;
        }
        if (!isProseRole(role) || !isWords(def.kind)) continue;
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
          purpose,
          ...(role === 'cta' ? { button: pageButton(element, website) } : {}),
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

/**
 * What the coach is offered for a page: one proposal per slot the writer answered, so a fact is
 * never among them, and a button's label only while it keeps what the button does (a model that
 * words a checkout button as "Book a call" leaves the coach's label as it is).
 */
export function pageProposals(
  slots: readonly PageSlot[],
  written: readonly { slot: string; text: string }[],
): PageProposal[] {
  const texts = new Map(written.map((w) => [w.slot, w.text.trim()]));
  return slots.flatMap((slot) => {
    const text = texts.get(slot.slot);
    if (!text || (slot.button && !labelKeepsKind(slot.button, text))) return [];
    const { sectionId, elementId, field, rich, current } = slot;
    return [{ sectionId, elementId, field, rich, current, text }];
  });
}
