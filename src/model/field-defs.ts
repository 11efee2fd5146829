import type { FieldDef, FieldKind } from './fields';

/** The pieces the element-type registry is declared with: one field, and the fields many types share. */
export function field<const Name extends string>(
  name: Name,
  kind: FieldKind,
  label: string,
  placeholder: string,
): FieldDef<Name> {
  return { name, kind, label, placeholder };
}

export const title = (placeholder: string) => field('title', 'text', 'Title', placeholder);
export const description = (placeholder: string) =>
  field('description', 'longtext', 'Description', placeholder);
export const buttonText = (placeholder: string) =>
  field('buttonText', 'text', 'Button text', placeholder);
/** Where a card's button leads; empty keeps it on the booking calendar (#calendar). */
export const buttonUrl: FieldDef<'buttonUrl'> = {
  ...field('buttonUrl', 'url', 'Button link', '#calendar'),
  hint: 'A checkout or payment page (https://) or a place on this page such as #calendar. Left empty, it opens your booking calendar.',
  linkRule: 'checkout',
};
export const featured = field('featured', 'boolean', 'Featured', '');

const ASK_OPTIONS = {
  required: { value: 'required', label: 'Asked, required' },
  optional: { value: 'optional', label: 'Asked, optional' },
  hidden: { value: 'hidden', label: 'Not asked' },
} as const;

/**
 * Whether a lead form asks for one of the visitor's details, and whether it must be given; an
 * empty value means `fallback` (listed first).
 */
export const askField = <const Name extends string>(
  name: Name,
  label: string,
  fallback: keyof typeof ASK_OPTIONS,
): FieldDef<Name> => ({
  ...field(name, 'choice', label, ''),
  options: [
    ASK_OPTIONS[fallback],
    ...Object.values(ASK_OPTIONS).filter((o) => o.value !== fallback),
  ],
});
