import { sortByPosition } from '../../../model/position';
import type { ExactSectionType } from '../../../model/templates/section-types';
import { ownEntry } from '../../own-entry';
import type { SectionComponent, TemplateComponent } from '../../types';
import { AudienceSection } from './sections/AudienceSection';
import { BookingSection } from './sections/BookingSection';
import { FooterSection } from './sections/FooterSection';
import { HeaderSection } from './sections/HeaderSection';
import { HeroSection } from './sections/HeroSection';
import { MeetSection } from './sections/MeetSection';
import { StorySection } from './sections/StorySection';
import { SupportSection } from './sections/SupportSection';
import { WaysSection } from './sections/WaysSection';
import { UnknownSection } from './UnknownSection';
import { LATEST_POSTS_SECTION } from '../../../model/latest-posts';
import { LatestPostsSection } from '../../blog/LatestPosts';

/** The fixed layout of each section type of the book-a-call page (see EXACT_SECTIONS). */
const SECTIONS = {
  header: HeaderSection,
  hero: HeroSection,
  story: StorySection,
  support: SupportSection,
  audience: AudienceSection,
  meet: MeetSection,
  ways: WaysSection,
  booking: BookingSection,
  footer: FooterSection,
} satisfies Record<ExactSectionType, SectionComponent>;

/**
 * 'coach-exact': the coach's first-person book-a-call landing page. The layout is fixed; every word
 * comes from the website's elements. Sections are drawn in the order the website holds them.
 */
export const ExactTemplate: TemplateComponent = ({ website }) => (
  <div className="overflow-x-clip bg-white">
    {sortByPosition(website.sections).map((section) => {
      const Section =
        section.type === LATEST_POSTS_SECTION
          ? LatestPostsSection
          : (ownEntry(SECTIONS, section.type) ?? UnknownSection);
      return <Section key={section.id} section={section} />;
    })}
  </div>
);
