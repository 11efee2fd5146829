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

export type FieldDef<Name extends string = string> = {
  name: Name;
  kind: FieldKind;
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
