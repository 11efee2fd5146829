import type { ElementType } from '../element-types';
import type { SectionTypeMap } from './types';

/** The element types a section type map accepts anywhere: what a template's renderers must draw. */
export type AcceptedElementType<M extends SectionTypeMap> = M[keyof M]['elements'][number];

/** The element types of the five builder designs; each of their sections accepts all of them. */
export const BUILDER_ELEMENTS = [
  'heading',
  'paragraph',
  'button',
  'link',
  'image',
  'gradient-text',
  'rotated-heading',
  'testimonial-card',
  'lead-form',
] as const satisfies readonly ElementType[];

type BuilderSections<L extends Record<string, string>> = {
  readonly [T in keyof L]: { label: L[T]; elements: typeof BUILDER_ELEMENTS };
};

function allAccept<const L extends Record<string, string>>(labels: L): BuilderSections<L> {
  return Object.fromEntries(
    Object.entries(labels).map(([type, label]) => [type, { label, elements: BUILDER_ELEMENTS }]),
  ) as BuilderSections<L>;
}

/** The builder section types shared by the five designs. */
export const DESIGN_SECTIONS = allAccept({
  header: 'Header',
  hero: 'Hero',
  about: 'About',
  programs: 'Programs',
  services: 'Services',
  revolution: 'Revolution',
  testimonials: 'Testimonials',
  cta: 'Call to action',
  'final-cta': 'Final call to action',
  calendar: 'Calendar',
}) satisfies SectionTypeMap;

export const EXACT_SECTIONS = {
  header: { label: 'Header', elements: ['badge', 'heading'] },
  hero: { label: 'Hero', elements: ['heading', 'subheading', 'paragraph', 'button', 'image'] },
  story: { label: 'Story', elements: ['heading', 'paragraph'] },
  support: { label: 'What I Support You To Become', elements: ['heading', 'point'] },
  audience: { label: 'Who I Work With', elements: ['heading', 'paragraph', 'list-item'] },
  meet: { label: 'Meet the Coach', elements: ['heading', 'paragraph', 'image', 'button'] },
  ways: { label: 'Ways to Work Together', elements: ['heading', 'offer-card', 'lead-form'] },
  booking: { label: 'Booking', elements: ['heading', 'paragraph'] },
  footer: { label: 'Footer', elements: ['social-link', 'paragraph'] },
} as const satisfies SectionTypeMap;

const hero = <const E extends ElementType>(extra: E) =>
  ({
    label: 'Hero',
    elements: ['heading', 'angled-text', extra, 'button'],
  }) as const;

/** An offer page's closing call to action: every offer template carries one with a lead form. */
const OFFER_CTA = {
  label: 'Call to action',
  elements: ['heading', 'paragraph', 'button', 'lead-form'],
} as const;

export const COACHING_OFFER_SECTIONS = {
  hero: { label: 'Hero', elements: ['heading', 'paragraph', 'angled-text', 'button'] },
  offer: { label: 'Offer', elements: ['subheading', 'highlight-box', 'paragraph'] },
  pricing: { label: 'Pricing', elements: ['subheading', 'pricing-card'] },
  testimonial: { label: 'Testimonial', elements: ['testimonial-quote'] },
  cta: OFFER_CTA,
} as const satisfies SectionTypeMap;

export const RETREAT_OFFER_SECTIONS = {
  hero: { label: 'Hero', elements: ['heading', 'angled-text', 'retreat-date', 'button', 'image'] },
  features: { label: "What You'll Experience", elements: ['retreat-feature'] },
  investment: {
    label: 'Your Investment in Transformation',
    elements: ['investment-box', 'countdown', 'button', 'lead-form'],
  },
  testimonials: { label: 'Transformation Stories', elements: ['testimonial-card'] },
  cta: OFFER_CTA,
} as const satisfies SectionTypeMap;

export const COURSE_OFFER_SECTIONS = {
  hero: hero('stats-card'),
  curriculum: { label: 'Curriculum', elements: ['course-module'] },
  bonuses: { label: 'Bonuses', elements: ['bonus-item'] },
  pricing: {
    label: 'Choose Your Path',
    elements: ['pricing-option', 'countdown', 'guarantee-badge', 'lead-form'],
  },
  cta: OFFER_CTA,
} as const satisfies SectionTypeMap;

export const LEADERSHIP_COURSE_SECTIONS = {
  hero: hero('transformation-metric'),
  pillars: { label: 'The 4 Pillars of Executive Presence', elements: ['leadership-pillar'] },
  features: { label: 'Features', elements: ['executive-feature'] },
  cohort: { label: 'Cohort', elements: ['cohort-info'] },
  investment: { label: 'Investment', elements: ['investment-tier', 'lead-form'] },
  testimonials: { label: 'Testimonials', elements: ['executive-testimonial'] },
  cta: OFFER_CTA,
} as const satisfies SectionTypeMap;

/** Every element type the offer templates' sections accept. */
export type OfferElementType =
  | AcceptedElementType<typeof COACHING_OFFER_SECTIONS>
  | AcceptedElementType<typeof RETREAT_OFFER_SECTIONS>
  | AcceptedElementType<typeof COURSE_OFFER_SECTIONS>
  | AcceptedElementType<typeof LEADERSHIP_COURSE_SECTIONS>;
export type BuilderElementType = (typeof BUILDER_ELEMENTS)[number];
export type DesignSectionType = keyof typeof DESIGN_SECTIONS;
export type ExactSectionType = keyof typeof EXACT_SECTIONS;
