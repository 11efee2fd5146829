import { COURSE_OFFER_SECTIONS } from '../../../../model/templates/section-types';
import { Button } from '../../../elements/Button';
import { Heading } from '../../../elements/Heading';
import { Text } from '../../../elements/Text';
import type { ElementComponent } from '../../../types';
import { OFFER_ELEMENTS, styled } from '../elements';
import { ACCENT_INK, ACCENT_TINT, HEADING_FONT } from '../elements/tones';
import { offerTemplate } from '../page/offer-template';
import { sectionLayout } from '../page/section-layout';
import type { Skin } from '../page/SectionHeader';

const skin: Skin = {
  title: `${HEADING_FONT} mb-10 text-center text-3xl font-extrabold tracking-tight text-balance md:mb-14 md:text-5xl`,
  subtitle: `mx-auto mt-5 block w-fit rounded-full px-5 py-2 text-base font-bold tracking-normal md:text-lg ${ACCENT_TINT} ${ACCENT_INK}`,
  eyebrow: 'mb-4 text-sm font-bold tracking-widest text-[var(--cs-primary)] uppercase',
};
const section = 'py-16 md:py-24';

const HeroHeading: ElementComponent = ({ element }) => (
  <Heading
    element={element}
    as="h1"
    className="text-4xl font-extrabold tracking-tight text-balance md:text-6xl"
  />
);

const hero = sectionLayout({
  skin,
  frame:
    'bg-linear-to-br from-[var(--cs-primary)] via-[color-mix(in_srgb,var(--cs-primary)_65%,black)] to-slate-950 pt-14 pb-20 text-white md:pt-24 md:pb-28',
  inner: 'max-w-5xl',
  header: 'text-center text-white/85',
  components: {
    ...OFFER_ELEMENTS,
    heading: HeroHeading,
    paragraph: styled(Text, 'max-w-2xl text-lg leading-relaxed text-white/85 md:text-xl'),
    button: styled(Button, 'bg-[var(--cs-accent)] px-10 text-lg text-slate-900'),
  },
  grids: { 'stats-card': 'grid w-full max-w-3xl grid-cols-3 gap-3 sm:gap-5' },
  body: 'flex flex-col items-center gap-8 text-center',
});

const curriculum = sectionLayout({
  skin,
  frame: `bg-slate-50 text-slate-900 ${section}`,
  title: "What You'll Learn",
  inner: 'max-w-4xl',
  components: OFFER_ELEMENTS,
  body: 'flex flex-col gap-4',
});

const bonuses = sectionLayout({
  skin,
  frame: `bg-white text-slate-900 ${section}`,
  title: 'Exclusive Bonuses: Worth over $2,000 in additional value',
  split: true,
  components: OFFER_ELEMENTS,
  grids: { 'bonus-item': 'mx-auto grid w-full max-w-xl gap-6 lg:max-w-none lg:grid-cols-3' },
});

const pricing = sectionLayout({
  skin,
  frame: `bg-slate-50 text-slate-900 ${section}`,
  title: 'Choose Your Path',
  components: OFFER_ELEMENTS,
  grids: {
    'pricing-option':
      'mx-auto grid w-full max-w-xl items-stretch gap-8 pt-4 lg:max-w-none lg:grid-cols-3',
  },
  body: 'flex flex-col gap-14',
});

/** Questions before joining: the hero's indigo band again, closing the page it opened. */
const cta = sectionLayout({
  skin,
  frame: `bg-linear-to-br from-[var(--cs-primary)] via-[color-mix(in_srgb,var(--cs-primary)_65%,black)] to-slate-950 text-white ${section}`,
  title: 'Questions Before You Join?',
  header: 'mb-5 text-white md:mb-6',
  inner: 'max-w-3xl',
  components: {
    ...OFFER_ELEMENTS,
    heading: styled(Heading, 'text-3xl font-extrabold tracking-tight text-balance md:text-5xl'),
    paragraph: styled(Text, 'max-w-2xl text-lg leading-relaxed text-white/85'),
    button: styled(Button, 'bg-[var(--cs-accent)] px-10 text-lg text-slate-900'),
  },
  body: 'flex flex-col items-center gap-6 text-center',
});

/** Course offer: a crisp indigo product page, from the promise to the price and guarantee. */
export const CourseOffer = offerTemplate(COURSE_OFFER_SECTIONS, {
  skin,
  page: 'bg-white text-slate-800 antialiased',
  layouts: { hero, curriculum, bonuses, pricing, cta },
  header: { className: 'bg-[var(--cs-primary)] text-white' },
  footer: { tone: 'dark', className: 'bg-slate-950 text-slate-100' },
  booking: {
    title: 'Not Sure Which Path? Book a Call',
    intro: 'Talk to us for 15 minutes and we will help you pick the option that fits your goals.',
    frame: `bg-white text-center text-slate-900 ${section}`,
    introClass: 'mx-auto mt-4 max-w-2xl text-lg text-slate-600',
  },
});
