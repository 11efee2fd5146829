/** How a content field is edited, validated and rendered. */
export type FieldKind = 'text' | 'longtext' | 'richtext' | 'url' | 'image' | 'boolean';

export type FieldDef<Name extends string = string> = {
  name: Name;
  kind: FieldKind;
  label: string;
  /** Shown on the page and in the editor while the field is empty. */
  placeholder: string;
  /** A short line under the field in the builder saying what it takes. */
  hint?: string;
  /** A url field that takes only what a button may lead to: an https address or a place on the page. */
  buttonLink?: true;
};

export const TEXT_LIMITS = { text: 500, longtext: 5000, richtext: 20000 } as const;
