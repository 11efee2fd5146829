import type { ElementType } from '../model/element-types';
import type { WebsiteSettings } from '../model/settings';
import type { ResolvedTheme } from '../model/theme';
import type { Element, Section, Website } from '../model/website';

/** The one difference between the builder canvas, the in-app preview and the published page. */
export type RenderMode = 'edit' | 'preview' | 'public';

export type RenderContextValue = {
  mode: RenderMode;
  /** Replaces {name} in any text, e.g. 'Meet {name}'. */
  coachName: string;
  theme: ResolvedTheme;
  settings: WebsiteSettings;
  /** The id each section's anchor gets (#calendar for booking); kept stable while content changes. */
  anchors: ReadonlyMap<number, string>;
};

export type ElementComponent = (props: { element: Element }) => React.ReactNode;
export type ElementComponents = Partial<Record<ElementType, ElementComponent>>;
export type SectionComponent = (props: { section: Section }) => React.ReactNode;
export type TemplateComponent = (props: { website: Website }) => React.ReactNode;
