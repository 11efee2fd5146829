import { RETREAT_OFFER_SECTIONS } from '../../../../model/templates/section-types';
import { Button } from '../../../elements/Button';
import { Heading } from '../../../elements/Heading';
import { Image } from '../../../elements/Image';
import { TestimonialCard } from '../../../elements/TestimonialCard';
import { Text } from '../../../elements/Text';
import type { ElementComponent } from '../../../types';
import { OFFER_ELEMENTS, styled } from '../elements';
import { AngledText } from '../elements/basic';
import { HEADING_FONT } from '../elements/tones';
import { offerTemplate } from '../page/offer-template';
import { sectionLayout } from '../page/section-layout';
import type { Skin } from '../page/SectionHeader';

const skin: Skin = {
  title: `${HEADING_FONT} mb-10 text-center text-3xl font-semibold text-balance md:mb-14 md:text-5xl`,
  subtitle: 'mt-3 block text-lg font-normal',
  eyebrow: 'mb-4 text-sm font-semibold tracking-[0.25em] text-[var(--cs-primary)] uppercase',
};
const section = 'py-16 md:py-24';
const sand = 'bg-[#faf6f0]';

const HeroHeading: ElementComponent = ({ element }) => (
  <Heading
    element={element}
    as="h1"
    className="text-4xl font-semibold text-balance text-stone-900 md:text-6xl"
  />
);

/** The place itself: a wide picture under the dates, a landscape until the coach adds a photo. */
const PlacePhoto: ElementComponent = ({ element }) => (
  <Image
    element={element}
    art="place"
    className="mt-4 aspect-[8/5] w-full max-w-4xl rounded-[2rem] object-cover shadow-xl ring-1 ring-stone-900/5"
  />
);

const hero = sectionLayout({
  skin,
  frame: 'bg-linear-to-b from-[#f1e4d1] to-[#faf6f0] pt-14 pb-20 md:pt-24 md:pb-28',
  inner: 'max-w-4xl',
  header: 'text-center',
  components: {
    ...OFFER_ELEMENTS,
    heading: HeroHeading,
    'angled-text': styled(AngledText, 'bg-[var(--cs-primary)] text-white'),
    paragraph: styled(Text, 'max-w-2xl text-lg leading-relaxed text-stone-700 md:text-xl'),
    button: styled(Button, 'px-10 text-lg'),
    image: PlacePhoto,
  },
  body: 'flex flex-col items-center gap-8 text-center',
});

const features = sectionLayout({
  skin,
  frame: `${sand} text-stone-900 ${section}`,
  title: "What You'll Experience",
  components: OFFER_ELEMENTS,
  grids: { 'retreat-feature': 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' },
});

const investment = sectionLayout({
  skin,
  frame: `bg-[var(--cs-primary)] text-white ${section}`,
  title: 'Your Investment in Transformation',
  header: 'text-[color-mix(in_srgb,var(--cs-primary)_15%,white)]',
  inner: 'max-w-4xl',
  components: { ...OFFER_ELEMENTS, button: styled(Button, 'w-full text-lg') },
  body: 'mx-auto flex w-full max-w-xl flex-col items-center gap-6 rounded-[2rem] bg-white p-7 text-center text-stone-800 shadow-2xl md:p-12',
});

const testimonials = sectionLayout({
  skin,
  frame: `bg-[#efe4d4] text-stone-900 ${section}`,
  title: 'Transformation Stories',
  components: {
    ...OFFER_ELEMENTS,
    'testimonial-card': styled(TestimonialCard, 'h-full rounded-3xl p-8 text-stone-700 shadow-sm'),
  },
  grids: { 'testimonial-card': 'mx-auto grid w-full max-w-xl gap-6 lg:max-w-none lg:grid-cols-3' },
});

/** Questions before reserving: a deep stone band, the form a white card like the investment's. */
const cta = sectionLayout({
  skin,
  frame: `bg-stone-800 text-white ${section}`,
  title: 'Questions Before You Reserve?',
  header: 'mb-5 text-[#f1e4d1] md:mb-6',
  inner: 'max-w-3xl',
  components: {
    ...OFFER_ELEMENTS,
    heading: styled(Heading, 'text-3xl font-semibold text-balance md:text-5xl'),
    paragraph: styled(Text, 'max-w-2xl text-lg leading-relaxed text-stone-200'),
    button: styled(Button, 'px-10 text-lg'),
  },
  body: 'flex flex-col items-center gap-6 text-center',
});

/** Retreat offer: warm, earthy and serif, from the place and dates to the investment. */
export const RetreatOffer = offerTemplate(RETREAT_OFFER_SECTIONS, {
  skin,
  page: `${sand} text-stone-800 antialiased`,
  layouts: { hero, features, investment, testimonials, cta },
  header: { className: 'bg-[#f1e4d1] text-stone-900' },
  footer: { tone: 'dark', className: 'bg-stone-900 text-stone-100' },
  booking: {
    title: 'Reserve Your Spot',
    intro:
      'Have a question before you commit? Book a short call and we will talk it through together.',
    frame: `${sand} text-center text-stone-900 ${section}`,
    introClass: 'mx-auto mt-4 max-w-2xl text-lg text-stone-700',
  },
});
