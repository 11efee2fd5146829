import { COACHING_OFFER_SECTIONS } from '../../../../model/templates/section-types';
import { Button } from '../../../elements/Button';
import { Heading } from '../../../elements/Heading';
import { Text } from '../../../elements/Text';
import type { ElementComponent } from '../../../types';
import { OFFER_ELEMENTS, styled } from '../elements';
import { Subheading } from '../elements/basic';
import { HEADING_FONT } from '../elements/tones';
import { offerTemplate } from '../page/offer-template';
import { sectionLayout } from '../page/section-layout';
import type { Skin } from '../page/SectionHeader';

const skin: Skin = {
  title: `${HEADING_FONT} mb-10 text-center text-3xl font-bold tracking-tight text-balance md:mb-14 md:text-4xl`,
  subtitle: 'mt-3 block text-lg font-medium text-slate-600',
  eyebrow: 'mb-4 text-sm font-bold tracking-[0.2em] text-[var(--cs-primary)] uppercase',
};
const section = 'py-16 md:py-24';

const HeroHeading: ElementComponent = ({ element }) => (
  <Heading
    element={element}
    as="h1"
    className="text-4xl tracking-tight text-balance text-slate-900 md:text-6xl"
  />
);

const hero = sectionLayout({
  skin,
  frame: `bg-linear-to-b from-[color-mix(in_srgb,var(--cs-primary)_12%,white)] to-white pt-14 pb-20 md:pt-24 md:pb-28`,
  inner: 'max-w-4xl',
  header: 'text-center',
  components: {
    ...OFFER_ELEMENTS,
    heading: HeroHeading,
    paragraph: styled(Text, 'max-w-2xl text-lg leading-relaxed text-slate-600 md:text-xl'),
    button: styled(Button, 'px-10 text-lg'),
  },
  body: 'flex flex-col items-center gap-7 text-center',
});

const offer = sectionLayout({
  skin,
  frame: `bg-white ${section}`,
  inner: 'max-w-3xl',
  components: {
    ...OFFER_ELEMENTS,
    paragraph: styled(Text, 'text-lg leading-relaxed text-slate-700'),
  },
  body: 'flex flex-col gap-8 text-slate-900',
});

const pricing = sectionLayout({
  skin,
  frame: `bg-slate-50 ${section}`,
  header: 'text-center',
  components: { ...OFFER_ELEMENTS, subheading: styled(Subheading, 'mx-auto text-center') },
  grids: {
    'pricing-card': 'mx-auto grid w-full max-w-xl gap-6 lg:max-w-none lg:grid-cols-3 lg:gap-8',
  },
  body: 'flex flex-col gap-12 text-slate-900',
});

const testimonial = sectionLayout({
  skin,
  frame: `bg-[var(--cs-primary)] text-white ${section}`,
  title: 'Client Results',
  header: 'mb-8 text-sm tracking-[0.25em] uppercase md:mb-10 md:text-sm',
  inner: 'max-w-4xl',
  components: OFFER_ELEMENTS,
  body: 'flex flex-col gap-12',
});

const cta = sectionLayout({
  skin,
  frame: `bg-slate-900 text-white ${section}`,
  inner: 'max-w-3xl',
  header: 'text-center text-[color-mix(in_srgb,var(--cs-accent)_45%,white)]',
  components: {
    ...OFFER_ELEMENTS,
    heading: styled(Heading, 'text-3xl tracking-tight text-balance md:text-5xl'),
    paragraph: styled(Text, 'text-lg leading-relaxed text-slate-300'),
    button: styled(Button, 'bg-[var(--cs-accent)] px-10 text-lg text-slate-900'),
  },
  body: 'flex flex-col items-center gap-7 text-center',
});

/** Coaching offer: clean teal and orange, one package page from promise to booking. */
export const CoachingOffer = offerTemplate(COACHING_OFFER_SECTIONS, {
  skin,
  page: 'bg-white text-slate-800 antialiased',
  layouts: { hero, offer, pricing, testimonial, cta },
  header: {
    className: 'bg-[color-mix(in_srgb,var(--cs-primary)_12%,white)] text-slate-900',
    brand: 'text-[var(--cs-primary)]',
  },
  footer: { tone: 'dark', className: 'bg-slate-900 text-slate-100' },
  booking: {
    title: 'Book Your Call',
    intro:
      'Pick a time that suits you for a free, no-pressure conversation about where you are and where you want to be.',
    frame: `bg-[color-mix(in_srgb,var(--cs-primary)_8%,white)] text-center text-slate-900 ${section}`,
    introClass: 'mx-auto mt-4 max-w-2xl text-lg text-slate-600',
  },
});
