import type { LinkRule } from './links';

/** How a content field is edited, validated and rendered. */
export type FieldKind =
  | 'text'
  | 'longtext'
  | 'richtext'
  /** A link a visitor follows (a button's, a nav link's, a social link's): checked by linkProblem. */
  | 'url'
  /** An image's address (shown, not followed). */
  | 'image'
  | 'boolean'
  /** One of `options` (a select in the builder; empty means the first option). */
  | 'choice';

/**
 * Words the page writer may write ("Write this page"), by what they say on a page. Everything else
 * on a page is the coach's: AI never proposes it.
 */
export const PROSE_ROLES = [
  'headline',
  'subheadline',
  /** A few punchy words: a badge, an angled or gradient line. */
  'short',
  'body',
  /** A button's or link's label: it keeps the button's kind (buying stays buying). */
  'cta',
  'item-title',
  'item-body',
  'list-item',
  'guarantee',
  'form-heading',
  'form-intro',
  'success',
] as const;
export type ProseRole = (typeof PROSE_ROLES)[number];

/** The coach's facts: only she knows them, so only she writes them. */
export const FACT_ROLES = [
  'price',
  /** What a product is called: a pricing card's, a tier's, an offer card's title. */
  'product-name',
  /** What a product includes (a tier's features, an investment's inclusions). */
  'included',
  'date',
  'place',
  'duration',
  /** Places left, a deadline, a cohort's size. */
  'availability',
  /** Where an item stands in a list: "Module 1", "01". */
  'ordinal',
  /** A figure of the coach's proof: "500+", "87%". */
  'number',
  /** What a figure counts or a client achieved: the words beside the coach's numbers. */
  'result',
  /** A real person's words (a testimonial). */
  'quote',
  'person-name',
  /** A real person's job or company, under their name. */
  'person-role',
  /** An address a visitor follows. */
  'link',
  /** Which network a social link is. */
  'link-label',
  'image',
  /** What a picture shows (its description, its caption): AI does not see the picture. */
  'image-text',
  /** How the coach uses a visitor's details: her small print. */
  'consent',
  /** A choice or a switch (featured, which details a form asks). */
  'setting',
  /** The plain text kept beside a rich-text field, written through that field. */
  'plain-copy',
] as const;
export type FactRole = (typeof FACT_ROLES)[number];

/** What a field is on a page: words AI may propose, or one of the coach's facts. */
export type FieldRole = ProseRole | FactRole;

const PROSE: ReadonlySet<string> = new Set(PROSE_ROLES);
export function isProseRole(role: FieldRole): role is ProseRole {
  return PROSE.has(role);
}

/** The coach's proof: what the page writer lists for her to add ("add your own") instead. */
export const PROOF_ROLES: ReadonlySet<FieldRole> = new Set<FactRole>([
  'quote',
  'person-name',
  'person-role',
  'number',
  'result',
]);

export type FieldDef<Name extends string = string> = {
  name: Name;
  kind: FieldKind;
  /** What the field is: prose the page writer may write, or a fact only the coach writes. */
  role: FieldRole;
  label: string;
  /** Shown on the page and in the editor while the field is empty. */
  placeholder: string;
  /** A short line under the field in the builder saying what it takes. */
  hint?: string;
  /** Which links a url field takes (linkProblem's rule); 'any' when not said. */
  linkRule?: LinkRule;
  /** A choice field's values and their labels; the first is what an empty value means. */
  options?: readonly { value: string; label: string }[];
};

export const TEXT_LIMITS = { text: 500, longtext: 5000, richtext: 20000 } as const;
