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
  /** Builder canvas only: which field the coach is typing into, so its text is left alone meanwhile. */
  editing?: EditingFocus;
};

/**
 * The field being edited on the canvas. While a field is edited its node belongs to the browser's
 * editing (the caret, the typed text); the renderer stops writing into it until editing ends.
 */
export type EditingFocus = {
  isEditing: (elementId: number, field: string) => boolean;
  subscribe: (listener: () => void) => () => void;
};

export type ElementComponent = (props: { element: Element }) => React.ReactNode;
export type ElementComponents = Partial<Record<ElementType, ElementComponent>>;
export type SectionComponent = (props: { section: Section }) => React.ReactNode;
export type TemplateComponent = (props: { website: Website }) => React.ReactNode;
