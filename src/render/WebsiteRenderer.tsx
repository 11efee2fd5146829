import { coachNameOf } from '../model/coach-name';
import type { LeadFormRender } from '../model/crm/lead-form';
import { useMemo } from 'react';
import { withoutBlankElements } from '../model/element-fill';
import { templateFor } from '../model/templates/catalogue';
import { resolveTheme } from '../model/theme';
import type { Section, Website } from '../model/website';
import { sectionAnchors } from './anchors';
import { navLinks, pageView, SITE_BASE_MARKER } from '../model/page-view';
import { SiteNav } from './site/SiteNav';
import { ChatWidget } from './ChatWidget';
import { RenderContext } from './context';
import { TEMPLATE_COMPONENTS } from './templates';
import { themeVars } from './theme-vars';
import type { EditingFocus, RenderContextValue, RenderMode } from './types';

/**
 * Draws a website with its template; the same component serves the builder, the preview and the live
 * page. The context holds only what changes rarely, so a keystroke redraws just the element it changed.
 */
export function WebsiteRenderer({
  website: draft,
  mode,
  editing,
  leadForm,
  pageId,
  base = SITE_BASE_MARKER,
}: {
  website: Website;
  mode: RenderMode;
  /** The page to draw (issue 38); the home page when not said. */
  pageId?: number;
  /** Where the navigation's links start (published pages: replaced when served, page-view.ts). */
  base?: string;
  /** The canvas' editing focus (edit mode only). */
  editing?: EditingFocus;
  /** Published pages: where lead forms post, and a visitor's outcome to show. */
  leadForm?: LeadFormRender;
}) {
  // Visitors (and the preview, which shows what they get) never see an element the coach emptied.
  const website = useMemo(() => {
    const page = pageView(draft, pageId);
    return mode === 'edit' ? page : withoutBlankElements(page);
  }, [draft, mode, pageId]);
  const blog = draft.settings.blog;
  const blogTitle = blog?.inNav ? blog.title?.trim() || 'Blog' : null;
  const { pages } = draft;
  const nav = useMemo(
    () => navLinks({ pages }, pageId, base, blogTitle === null ? null : { title: blogTitle }),
    [pages, pageId, base, blogTitle],
  );
  const template = templateFor(website.template);
  const { settings } = website;
  const theme = useMemo(
    () => resolveTheme(template.theme, settings.theme),
    [template.theme, settings.theme],
  );
  const layoutKey = website.sections.map((s) => `${s.id}:${s.type}:${s.order}`).join(',');
  // The layout key stands for the sections' ids and types, so content edits keep the same anchors.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const anchors = useMemo(() => sectionAnchors(website.sections), [layoutKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const topSectionIds = useMemo(() => topSections(website.sections), [layoutKey]);
  const coachName = coachNameOf(settings);
  const context = useMemo<RenderContextValue>(
    () => ({
      mode,
      coachName,
      theme,
      settings,
      anchors,
      topSectionIds,
      ...(editing ? { editing } : {}),
      ...(leadForm ? { leadForm } : {}),
      nav,
    }),
    [mode, coachName, theme, settings, anchors, topSectionIds, editing, leadForm, nav],
  );
  const Template = TEMPLATE_COMPONENTS[template.id];
  return (
    <RenderContext value={context}>
      <div
        className="cs-page font-[family-name:var(--cs-body-font)] text-slate-800"
        style={themeVars(theme)}
      >
        {nav.length > 0 ? (
          // Its own tree: without a navigation the page keeps the shape (and the useId ids) it
          // had before pages, so a website of one page is drawn to the same bytes (issue 38).
          <>
            <SiteNav />
            <Template website={website} />
            <ChatWidget />
          </>
        ) : (
          <>
            <Template website={website} />
            <ChatWidget />
          </>
        )}
      </div>
    </RenderContext>
  );
}

/** The first two sections (a header bar and the hero, usually): what a visitor sees on arrival. */
function topSections(sections: readonly Section[]): ReadonlySet<number> {
  const sorted = [...sections].sort((a, b) => a.order - b.order);
  return new Set(sorted.slice(0, 2).map((s) => s.id));
}
