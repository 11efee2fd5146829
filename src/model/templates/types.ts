import type { ElementContent } from '../element-content';
import type { ElementType } from '../element-types';
import type { ElementStyles, FontFamily } from '../styles';

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

/** Which section types a template supports, and which element types each of them accepts. */
export type SectionTypeMap = Record<string, { label: string; elements: readonly ElementType[] }>;

export type Template = {
  id: string;
  name: string;
  description: string;
  previewImage: string;
  featured?: boolean;
  family: TemplateFamily;
  /** For the design family: which of the five designs draws it. */
  design?: DesignId;
  defaultFont: FontFamily;
  sectionTypes: SectionTypeMap;
  starter: readonly StarterSection[];
};

/** What GET /api/templates answers: the catalogue without the starter content. */
export type TemplateSummary = Pick<
  Template,
  'id' | 'name' | 'description' | 'previewImage' | 'featured'
> & { sectionTypes: { type: string; label: string; elements: readonly ElementType[] }[] };
