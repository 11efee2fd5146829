import type { ElementType } from '../element-types';
import type { SectionTypeMap } from './types';

const BUILDER_ELEMENTS: readonly ElementType[] = [
  'heading',
  'paragraph',
  'button',
  'link',
  'image',
  'gradient-text',
  'rotated-heading',
  'testimonial-card',
];

function allAccept(
  labels: Record<string, string>,
  elements: readonly ElementType[],
): SectionTypeMap {
  return Object.fromEntries(
    Object.entries(labels).map(([type, label]) => [type, { label, elements }]),
  );
}

/** The builder section types shared by the five designs; each accepts every builder element type. */
export const DESIGN_SECTIONS: SectionTypeMap = allAccept(
  {
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
  },
  BUILDER_ELEMENTS,
);

export const EXACT_SECTIONS: SectionTypeMap = {
  header: { label: 'Header', elements: ['badge', 'heading'] },
  hero: { label: 'Hero', elements: ['heading', 'subheading', 'paragraph', 'button', 'image'] },
  story: { label: 'Story', elements: ['heading', 'paragraph'] },
  support: { label: 'What I Support You To Become', elements: ['heading', 'point'] },
  audience: { label: 'Who I Work With', elements: ['heading', 'paragraph', 'list-item'] },
  meet: { label: 'Meet the Coach', elements: ['heading', 'paragraph', 'image', 'button'] },
  ways: { label: 'Ways to Work Together', elements: ['heading', 'offer-card'] },
  booking: { label: 'Booking', elements: ['heading', 'paragraph'] },
  footer: { label: 'Footer', elements: ['social-link', 'paragraph'] },
};

const hero = (extra: ElementType): SectionTypeMap[string] => ({
  label: 'Hero',
  elements: ['heading', 'angled-text', extra, 'button'],
});

export const COACHING_OFFER_SECTIONS: SectionTypeMap = {
  hero: { label: 'Hero', elements: ['heading', 'paragraph', 'angled-text', 'button'] },
  offer: { label: 'Offer', elements: ['subheading', 'highlight-box', 'paragraph'] },
  pricing: { label: 'Pricing', elements: ['subheading', 'pricing-card'] },
  testimonial: { label: 'Testimonial', elements: ['testimonial-quote'] },
  cta: { label: 'Call to action', elements: ['heading', 'paragraph', 'button'] },
};

export const RETREAT_OFFER_SECTIONS: SectionTypeMap = {
  hero: { label: 'Hero', elements: ['heading', 'angled-text', 'retreat-date', 'button', 'image'] },
  features: { label: "What You'll Experience", elements: ['retreat-feature'] },
  investment: {
    label: 'Your Investment in Transformation',
    elements: ['investment-box', 'countdown', 'button'],
  },
  testimonials: { label: 'Transformation Stories', elements: ['testimonial-card'] },
};

export const COURSE_OFFER_SECTIONS: SectionTypeMap = {
  hero: hero('stats-card'),
  curriculum: { label: 'Curriculum', elements: ['course-module'] },
  bonuses: { label: 'Bonuses', elements: ['bonus-item'] },
  pricing: { label: 'Choose Your Path', elements: ['pricing-option', 'guarantee-badge'] },
};

export const LEADERSHIP_COURSE_SECTIONS: SectionTypeMap = {
  hero: hero('transformation-metric'),
  pillars: { label: 'The 4 Pillars of Executive Presence', elements: ['leadership-pillar'] },
  features: { label: 'Features', elements: ['executive-feature'] },
  cohort: { label: 'Cohort', elements: ['cohort-info'] },
  investment: { label: 'Investment', elements: ['investment-tier'] },
  testimonials: { label: 'Testimonials', elements: ['executive-testimonial'] },
};
