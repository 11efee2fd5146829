import type { ElementType } from '../element-types';
import type { SectionPurpose, SectionTypeMap } from './types';

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

type Described = { label: string; purpose: SectionPurpose };
type BuilderSections<L extends Record<string, Described>> = {
  readonly [T in keyof L]: L[T] & { elements: typeof BUILDER_ELEMENTS };
};

function allAccept<const L extends Record<string, Described>>(sections: L): BuilderSections<L> {
  return Object.fromEntries(
    Object.entries(sections).map(([type, s]) => [type, { ...s, elements: BUILDER_ELEMENTS }]),
  ) as BuilderSections<L>;
}

/** The builder section types shared by the five designs. */
export const DESIGN_SECTIONS = allAccept({
  header: { label: 'Header', purpose: 'hero' },
  hero: { label: 'Hero', purpose: 'hero' },
  about: { label: 'About', purpose: 'about' },
  programs: { label: 'Programs', purpose: 'offer' },
  services: { label: 'Services', purpose: 'offer' },
  revolution: { label: 'Revolution', purpose: 'offer' },
  testimonials: { label: 'Testimonials', purpose: 'proof' },
  cta: { label: 'Call to action', purpose: 'action' },
  'final-cta': { label: 'Final call to action', purpose: 'action' },
  calendar: { label: 'Calendar', purpose: 'action' },
}) satisfies SectionTypeMap;

export const EXACT_SECTIONS = {
  header: { label: 'Header', purpose: 'hero', elements: ['badge', 'heading'] },
  hero: {
    label: 'Hero',
    purpose: 'hero',
    elements: ['heading', 'subheading', 'paragraph', 'button', 'image'],
  },
  story: { label: 'Story', purpose: 'about', elements: ['heading', 'paragraph'] },
  support: {
    label: 'What I Support You To Become',
    purpose: 'offer',
    elements: ['heading', 'point'],
  },
  audience: {
    label: 'Who I Work With',
    purpose: 'about',
    elements: ['heading', 'paragraph', 'list-item'],
  },
  meet: {
    label: 'Meet the Coach',
    purpose: 'about',
    elements: ['heading', 'paragraph', 'image', 'button'],
  },
  ways: {
    label: 'Ways to Work Together',
    purpose: 'offer',
    elements: ['heading', 'offer-card', 'lead-form'],
  },
  booking: { label: 'Booking', purpose: 'action', elements: ['heading', 'paragraph'] },
  footer: { label: 'Footer', purpose: 'other', elements: ['social-link', 'paragraph'] },
} as const satisfies SectionTypeMap;

const hero = <const E extends ElementType>(extra: E) =>
  ({
    label: 'Hero',
    purpose: 'hero',
    elements: ['heading', 'angled-text', extra, 'button'],
  }) as const;

/** An offer page's closing call to action: every offer template carries one with a lead form. */
const OFFER_CTA = {
  label: 'Call to action',
  purpose: 'action',
  elements: ['heading', 'paragraph', 'button', 'lead-form'],
} as const;

export const COACHING_OFFER_SECTIONS = {
  hero: {
    label: 'Hero',
    purpose: 'hero',
    elements: ['heading', 'paragraph', 'angled-text', 'button'],
  },
  offer: {
    label: 'Offer',
    purpose: 'offer',
    elements: ['subheading', 'highlight-box', 'paragraph'],
  },
  pricing: { label: 'Pricing', purpose: 'offer', elements: ['subheading', 'pricing-card'] },
  testimonial: { label: 'Testimonial', purpose: 'proof', elements: ['testimonial-quote'] },
  cta: OFFER_CTA,
} as const satisfies SectionTypeMap;

export const RETREAT_OFFER_SECTIONS = {
  hero: {
    label: 'Hero',
    purpose: 'hero',
    elements: ['heading', 'angled-text', 'retreat-date', 'button', 'image'],
  },
  features: { label: "What You'll Experience", purpose: 'offer', elements: ['retreat-feature'] },
  investment: {
    label: 'Your Investment in Transformation',
    purpose: 'offer',
    elements: ['investment-box', 'countdown', 'button', 'lead-form'],
  },
  testimonials: {
    label: 'Transformation Stories',
    purpose: 'proof',
    elements: ['testimonial-card'],
  },
  cta: OFFER_CTA,
} as const satisfies SectionTypeMap;

export const COURSE_OFFER_SECTIONS = {
  hero: hero('stats-card'),
  curriculum: { label: 'Curriculum', purpose: 'offer', elements: ['course-module'] },
  bonuses: { label: 'Bonuses', purpose: 'offer', elements: ['bonus-item'] },
  pricing: {
    label: 'Choose Your Path',
    purpose: 'offer',
    elements: ['pricing-option', 'countdown', 'guarantee-badge', 'lead-form'],
  },
  cta: OFFER_CTA,
} as const satisfies SectionTypeMap;

export const LEADERSHIP_COURSE_SECTIONS = {
  hero: hero('transformation-metric'),
  pillars: {
    label: 'The 4 Pillars of Executive Presence',
    purpose: 'offer',
    elements: ['leadership-pillar'],
  },
  features: { label: 'Features', purpose: 'offer', elements: ['executive-feature'] },
  cohort: { label: 'Cohort', purpose: 'offer', elements: ['cohort-info'] },
  investment: {
    label: 'Investment',
    purpose: 'offer',
    elements: ['investment-tier', 'lead-form'],
  },
  testimonials: { label: 'Testimonials', purpose: 'proof', elements: ['executive-testimonial'] },
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
