import { coachNameOf } from '../../model/coach-name';
import { navLinks, SITE_BASE_MARKER } from '../../model/page-view';
import { templateFor } from '../../model/templates/catalogue';
import { resolveTheme } from '../../model/theme';
import type { Website } from '../../model/website';
import { RenderContext } from '../context';
import { themeVars } from '../theme-vars';
import type { RenderContextValue } from '../types';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SiteNav } from './SiteNav';

const NO_ANCHORS: ReadonlyMap<number, string> = new Map();

/**
 * A published page of the website that is not one of its pages (the blog's list, tag and post
 * pages): the website's theme, brand, navigation and footer around `children`, drawn for visitors.
 */
export function SiteFrame({
  website,
  current,
  base = SITE_BASE_MARKER,
  children,
}: {
  /** The live publication's content: its theme, settings and pages. */
  website: Website;
  /** What the navigation marks as shown: the blog, or none. */
  current: 'blog' | null;
  base?: string;
  children: React.ReactNode;
}) {
  const { settings } = website;
  const theme = resolveTheme(templateFor(website.template).theme, settings.theme);
  const blogTitle = settings.blog?.title?.trim() || 'Blog';
  const nav = navLinks(
    website,
    current ?? -1,
    base,
    settings.blog?.inNav ? { title: blogTitle } : null,
  );
  const context: RenderContextValue = {
    mode: 'public',
    coachName: coachNameOf(settings),
    theme,
    settings,
    anchors: NO_ANCHORS,
    nav,
  };
  return (
    <RenderContext value={context}>
      <div
        className="cs-page flex min-h-screen flex-col bg-white font-[family-name:var(--cs-body-font)] text-slate-800"
        style={themeVars(theme)}
      >
        <SiteNav />
        <SiteHeader className="border-b border-slate-100" />
        <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-5 py-10 sm:px-8 sm:py-14">
          {children}
        </main>
        <SiteFooter tone="light" className="border-t border-slate-100 bg-slate-50" />
      </div>
    </RenderContext>
  );
}
