import type { ElementContent } from '../element-content';
import type { ElementType } from '../element-types';
import type { ElementStyles } from '../styles';
import type { ResolvedTheme } from '../theme';

export type TemplateFamily = 'exact' | 'design' | 'offer';
export type DesignId = 'default' | 'advanced' | 'minimal' | 'bold' | 'elegant';

export type StarterElement = {
  type: ElementType;
  content: ElementContent;
  styles?: ElementStyles;
};

export type StarterSection = {
  type: string;
  name: string;
  title?: string;
  elements: StarterElement[];
};

/**
 * What a section is for on the page: the page writer's words for a hero are not a pricing
 * section's. 'offer' is what the coach sells or does, 'proof' her clients' words and results,
 * 'action' the step a visitor takes (book, buy, write).
 */
export type SectionPurpose = 'hero' | 'about' | 'offer' | 'proof' | 'action' | 'other';

/**
 * Which section types a template supports: what each is for, and which element types each of them
 * accepts.
 */
export type SectionTypeMap = Record<
  string,
  { label: string; purpose: SectionPurpose; elements: readonly ElementType[] }
>;

/** One catalogue entry: everything the app knows about a template, in one place. */
export type TemplateDef<Id extends string = string> = {
  id: Id;
  name: string;
  description: string;
  previewImage: string;
  featured?: boolean;
  family: TemplateFamily;
  /** For the design family: which of the five designs draws it. */
  design?: DesignId;
  /** The template's own colours and fonts; the Design tab's choices override them. */
  theme: ResolvedTheme;
  sectionTypes: SectionTypeMap;
  starter: readonly StarterSection[];
};

/** What GET /api/templates answers: the catalogue without the starter content. */
export type TemplateSummary = Pick<
  TemplateDef,
  'id' | 'name' | 'description' | 'previewImage' | 'featured'
> & {
  sectionTypes: {
    type: string;
    label: string;
    purpose: SectionPurpose;
    elements: readonly ElementType[];
  }[];
};
