import { LEADERSHIP_COURSE_SECTIONS } from '../../../../model/templates/section-types';
import { Button } from '../../../elements/Button';
import { Heading } from '../../../elements/Heading';
import { Text } from '../../../elements/Text';
import type { ElementComponent } from '../../../types';
import { OFFER_ELEMENTS, styled } from '../elements';
import { AngledText } from '../elements/basic';
import { HEADING_FONT } from '../elements/tones';
import { offerTemplate } from '../page/offer-template';
import { sectionLayout } from '../page/section-layout';
import type { Skin } from '../page/SectionHeader';

const skin: Skin = {
  title: `${HEADING_FONT} mb-10 text-center text-3xl font-bold text-balance md:mb-14 md:text-5xl`,
  subtitle: 'mt-3 block text-lg font-normal',
  eyebrow: 'mb-4 text-xs font-bold tracking-[0.3em] text-slate-600 uppercase',
};
const section = 'py-16 md:py-24';
const dark = 'bg-[var(--cs-primary)] text-white';

const HeroHeading: ElementComponent = ({ element }) => (
  <Heading
    element={element}
    as="h1"
    className="text-4xl leading-[1.1] font-bold text-balance md:text-6xl"
  />
);

const hero = sectionLayout({
  skin,
  frame: `${dark} bg-[radial-gradient(ellipse_at_top_right,color-mix(in_srgb,var(--cs-accent)_30%,transparent),transparent_60%)] pt-14 pb-20 md:pt-24 md:pb-28`,
  inner: 'max-w-5xl',
  header: 'text-slate-300',
  components: {
    ...OFFER_ELEMENTS,
    heading: HeroHeading,
    'angled-text': styled(AngledText, 'text-white'),
    paragraph: styled(Text, 'max-w-2xl text-lg leading-relaxed text-slate-300 md:text-xl'),
    button: styled(Button, 'bg-[var(--cs-accent)] px-10 text-lg'),
  },
  body: 'flex flex-col items-start gap-8',
});

const pillars = sectionLayout({
  skin,
  frame: `bg-stone-100 text-slate-900 ${section}`,
  title: 'The 4 Pillars of Executive Presence',
  components: OFFER_ELEMENTS,
  grids: { 'leadership-pillar': 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4' },
});

const features = sectionLayout({
  skin,
  frame: `${dark} ${section}`,
  title: 'How the Programme Works',
  header: 'text-white',
  components: OFFER_ELEMENTS,
  grids: { 'executive-feature': 'grid gap-6 md:grid-cols-3' },
});

const cohort = sectionLayout({
  skin,
  frame: `bg-white text-slate-900 ${section}`,
  title: 'Join the Next Cohort',
  inner: 'max-w-4xl',
  components: OFFER_ELEMENTS,
});

const investment = sectionLayout({
  skin,
  frame: `bg-stone-100 text-slate-900 ${section}`,
  title: 'Your Investment',
  components: OFFER_ELEMENTS,
  grids: {
    'investment-tier':
      'mx-auto grid w-full max-w-xl items-stretch gap-8 pt-4 lg:max-w-none lg:grid-cols-3',
  },
});

const testimonials = sectionLayout({
  skin,
  frame: `bg-white text-slate-900 ${section}`,
  title: 'Results From Past Cohorts',
  inner: 'max-w-5xl',
  components: OFFER_ELEMENTS,
  grids: { 'executive-testimonial': 'grid gap-6 md:grid-cols-2' },
});

/** A team programme enquiry: the quiet stone band of the pillars and tiers. */
const cta = sectionLayout({
  skin,
  frame: `bg-stone-100 text-slate-900 ${section}`,
  title: 'Developing a Whole Leadership Team?',
  header: 'mb-5 md:mb-6',
  inner: 'max-w-3xl',
  components: {
    ...OFFER_ELEMENTS,
    heading: styled(Heading, 'text-3xl font-bold text-balance md:text-5xl'),
    paragraph: styled(Text, 'max-w-2xl text-lg leading-relaxed text-slate-700'),
    button: styled(Button, 'bg-[var(--cs-accent)] px-10 text-lg'),
  },
  body: 'flex flex-col items-center gap-6 text-center',
});

/** Leadership course: dark navy and crimson, an executive programme from pillars to tiers. */
export const LeadershipCourse = offerTemplate(LEADERSHIP_COURSE_SECTIONS, {
  skin,
  page: 'bg-white text-slate-800 antialiased',
  layouts: { hero, pillars, features, cohort, investment, testimonials, cta },
  header: { className: 'bg-[var(--cs-primary)] text-white', inner: 'max-w-5xl' },
  footer: { tone: 'dark', className: 'bg-slate-950 text-slate-100' },
  booking: {
    title: 'Book Your Executive Strategy Call',
    intro:
      'A confidential 30-minute conversation to see whether the programme is the right next step for you.',
    frame: `${dark} text-center ${section}`,
    introClass: 'mx-auto mt-4 max-w-2xl text-lg text-slate-300',
  },
});
