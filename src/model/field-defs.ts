import type { FieldDef, FieldKind, FieldRole } from './fields';

/**
 * The pieces the element-type registry is declared with: one field, and the fields many types
 * share. Every field says what it is (`role`): words the page writer may write, or a fact of the
 * coach's.
 */
export function field<const Name extends string>(
  name: Name,
  kind: FieldKind,
  label: string,
  placeholder: string,
  role: FieldRole,
): FieldDef<Name> {
  return { name, kind, label, placeholder, role };
}

/** A card's title: a product's name on a pricing card or tier, an item's title elsewhere. */
export const title = (placeholder: string, role: 'product-name' | 'item-title') =>
  field('title', 'text', 'Title', placeholder, role);
export const description = (placeholder: string, role: 'item-body' | 'result') =>
  field('description', 'longtext', 'Description', placeholder, role);
export const price = (placeholder: string) => field('price', 'text', 'Price', placeholder, 'price');
export const buttonText = (placeholder: string) =>
  field('buttonText', 'text', 'Button text', placeholder, 'cta');
/** Where a card's button leads; empty keeps it on the booking calendar (#calendar). */
export const buttonUrl: FieldDef<'buttonUrl'> = {
  ...field('buttonUrl', 'url', 'Button link', '#calendar', 'link'),
  hint: 'A checkout or payment page (https://) or a place on this page such as #calendar. Left empty, it opens your booking calendar.',
  linkRule: 'checkout',
};
export const featured = field('featured', 'boolean', 'Featured', '', 'setting');

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
  ...field(name, 'choice', label, '', 'setting'),
  options: [
    ASK_OPTIONS[fallback],
    ...Object.values(ASK_OPTIONS).filter((o) => o.value !== fallback),
  ],
});
