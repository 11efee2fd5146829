import type { LeadFormRender } from '../model/crm/lead-form';
import type { ElementType } from '../model/element-types';
import type { NavLink } from '../model/page-view';
import type { WebsiteSettings } from '../model/settings';
import type { ResolvedTheme } from '../model/theme';
import type { ElementOf, Section, Website } from '../model/website';

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
  /** The sections at the top of the page: their pictures load at once, others when scrolled to. */
  topSectionIds?: ReadonlySet<number>;
  /** Builder canvas only: which field the coach is typing into, so its text is left alone meanwhile. */
  editing?: EditingFocus;
  /** Where the page's lead forms post and what became of a visitor's post (published pages only). */
  leadForm?: LeadFormRender;
  /** The website's navigation (issue 38); empty for a website of one page. */
  nav?: readonly NavLink[];
};

/**
 * The field being edited on the canvas. While a field is edited its node belongs to the browser's
 * editing (the caret, the typed text); the renderer stops writing into it until editing ends.
 */
export type EditingFocus = {
  isEditing: (elementId: number, field: string) => boolean;
  subscribe: (listener: () => void) => () => void;
};

/** Draws elements of type T; it can read only the fields T has (see useFields). */
export type ElementComponent<T extends ElementType = ElementType> = (props: {
  element: ElementOf<T>;
}) => React.ReactNode;
/** Element type -> the component that draws it (each keyed component takes that type only). */
export type ElementComponents = { [T in ElementType]?: ElementComponent<T> };
export type SectionComponent = (props: { section: Section }) => React.ReactNode;
export type TemplateComponent = (props: { website: Website }) => React.ReactNode;
