import { sortByPosition } from '../../../model/position';
import { memo, useMemo } from 'react';
import { templateFor } from '../../../model/templates/catalogue';
import type { DesignSectionType } from '../../../model/templates/section-types';
import type { DesignId } from '../../../model/templates/types';
import { ownEntry } from '../../own-entry';
import type { Website } from '../../../model/website';
import { cn } from '../../cn';
import { SiteFooter } from '../../site/SiteFooter';
import type { TemplateComponent } from '../../types';
import { DesignContext } from './context';
import { AboutSection, HeroSection } from './sections/Split';
import { BandSection, StatementSection } from './sections/Band';
import { CalendarSection } from './sections/Calendar';
import { CardsSection } from './sections/Cards';
import { HeaderSection } from './sections/Header';
import type { SectionProps } from './sections/types';
import { UnknownSection } from './sections/Unknown';
import { SKINS } from './skins';
import { LATEST_POSTS_SECTION } from '../../../model/latest-posts';
import { LatestPostsSection } from '../../blog/LatestPosts';

const LAYOUTS = {
  header: HeaderSection,
  hero: HeroSection,
  about: AboutSection,
  programs: CardsSection,
  services: CardsSection,
  testimonials: CardsSection,
  revolution: StatementSection,
  cta: BandSection,
  'final-cta': BandSection,
  calendar: CalendarSection,
} satisfies Record<DesignSectionType, (props: SectionProps) => React.ReactNode>;

/** Sections with their own background; the others alternate between the design's two surfaces. */
const OWN_SURFACE = new Set<string>([
  'header',
  'hero',
  'revolution',
  'cta',
  'final-cta',
] satisfies DesignSectionType[]);

/**
 * One section, redrawn only when its own props change: in the builder a keystroke changes one
 * element, so the other sections (and their elements) are left as they are.
 */
const OneSection = memo(function OneSection({
  Layout,
  ...props
}: SectionProps & { Layout: (props: SectionProps) => React.ReactNode }) {
  return <Layout {...props} />;
});

/** The shared structure of the five builder designs, drawn in one design's skin. */
export function DesignTemplate({ design, website }: { design: DesignId; website: Website }) {
  const skin = SKINS[design];
  const sections = sortByPosition(website.sections);
  let alternate = 0;
  const seen = new Set<string>();
  // One value per skin: a new object at every render would redraw every element of the page.
  const context = useMemo(() => ({ skin, surface: skin.surfaces[0], titleId: undefined }), [skin]);
  return (
    <DesignContext value={context}>
      <div className={cn('wrap-anywhere', skin.page)} data-design={design}>
        {sections.map((section) => {
          if (section.type === LATEST_POSTS_SECTION)
            return <LatestPostsSection key={section.id} section={section} />;
          const Layout = ownEntry(LAYOUTS, section.type);
          const index = OWN_SURFACE.has(section.type) ? 0 : alternate++;
          const first = !seen.has(section.type);
          seen.add(section.type);
          return (
            <OneSection
              key={section.id}
              Layout={Layout ?? UnknownSection}
              section={section}
              index={index}
              first={first}
            />
          );
        })}
        <SiteFooter tone={skin.footer.tone} className={skin.footer.className} />
      </div>
    </DesignContext>
  );
}

/** The five builder designs' template: the catalogue entry names the design that draws it. */
export const DesignPage: TemplateComponent = ({ website }) => (
  // Only design-family ids are drawn by this component, and each names its design.
  <DesignTemplate design={templateFor(website.template).design ?? 'default'} website={website} />
);
