import {
  COACHING_OFFER_SECTIONS,
  COURSE_OFFER_SECTIONS,
  DESIGN_SECTIONS,
  EXACT_SECTIONS,
  LEADERSHIP_COURSE_SECTIONS,
  RETREAT_OFFER_SECTIONS,
} from './section-types';
import { COACHING_OFFER_STARTER } from './starter/coaching-offer';
import { COURSE_OFFER_STARTER } from './starter/course-offer';
import { DESIGN_STARTERS } from './starter/design';
import { EXACT_STARTER } from './starter/exact';
import { LEADERSHIP_COURSE_STARTER } from './starter/leadership-course';
import { RETREAT_OFFER_STARTER } from './starter/retreat-offer';
import type { DesignId, Template, TemplateSummary } from './types';
import type { FontFamily } from '../styles';

const preview = (id: string) => `/templates/${id}.jpg`;

function design(
  id: string,
  designId: DesignId,
  name: string,
  description: string,
  defaultFont: FontFamily,
): Template {
  return {
    id,
    name,
    description,
    previewImage: preview(id),
    family: 'design',
    design: designId,
    defaultFont,
    sectionTypes: DESIGN_SECTIONS,
    starter: DESIGN_STARTERS[designId],
  };
}

/** The template catalogue, in the order the spec lists it. */
export const TEMPLATES: readonly Template[] = [
  {
    id: 'coach-exact',
    name: 'Book-a-Call Coach Page',
    description:
      'A first-person landing page that turns visitors into booked calls: your story, who you help, three ways to work together and a booking calendar.',
    previewImage: preview('coach-exact'),
    featured: true,
    family: 'exact',
    defaultFont: 'playfair',
    sectionTypes: EXACT_SECTIONS,
    starter: EXACT_STARTER,
  },
  design(
    'coach',
    'default',
    'Classic Coach',
    'A clean, trusted layout for coaches: hero, programs, about, testimonials and a call to action.',
    'montserrat',
  ),
  design(
    'coach-advanced',
    'advanced',
    'Advanced Coach',
    'Gradient headlines and layered cards for coaches with several programmes to show.',
    'montserrat',
  ),
  design(
    'coach-minimal',
    'minimal',
    'Minimal Coach',
    'Lots of white space and quiet type that lets your words do the work.',
    'inter',
  ),
  design(
    'coach-bold',
    'bold',
    'Bold Coach',
    'Dark, high-contrast sections and big type for coaches who want to stand out.',
    'montserrat',
  ),
  design(
    'coach-elegant',
    'elegant',
    'Elegant Coach',
    'Serif headings and soft tones for premium, high-touch coaching.',
    'playfair',
  ),
  {
    id: 'coaching-offer',
    name: 'Coaching Offer',
    description: 'Sell a coaching package: the offer, who it is for, pricing and a testimonial.',
    previewImage: preview('coaching-offer'),
    family: 'offer',
    defaultFont: 'montserrat',
    sectionTypes: COACHING_OFFER_SECTIONS,
    starter: COACHING_OFFER_STARTER,
  },
  {
    id: 'retreat-offer',
    name: 'Retreat Offer',
    description: 'Fill a retreat: dates and place, the experience, the investment and stories.',
    previewImage: preview('retreat-offer'),
    family: 'offer',
    defaultFont: 'playfair',
    sectionTypes: RETREAT_OFFER_SECTIONS,
    starter: RETREAT_OFFER_STARTER,
  },
  {
    id: 'course-offer',
    name: 'Course Offer',
    description:
      'Launch an online course: curriculum, bonuses and pricing options with a guarantee.',
    previewImage: preview('course-offer'),
    family: 'offer',
    defaultFont: 'inter',
    sectionTypes: COURSE_OFFER_SECTIONS,
    starter: COURSE_OFFER_STARTER,
  },
  {
    id: 'leadership-course',
    name: 'Leadership Course',
    description: 'An executive leadership programme: pillars, cohort dates, tiers and results.',
    previewImage: preview('leadership-course'),
    family: 'offer',
    defaultFont: 'playfair',
    sectionTypes: LEADERSHIP_COURSE_SECTIONS,
    starter: LEADERSHIP_COURSE_STARTER,
  },
];

const byId = new Map(TEMPLATES.map((t) => [t.id, t]));

export function findTemplate(id: string): Template | undefined {
  return byId.get(id);
}

/** The template a website renders with: unknown ids fall back to the second entry (classic). */
export function templateFor(id: string): Template {
  // The catalogue above always has a second entry; the spec names it as the fallback.
  return byId.get(id) ?? (TEMPLATES[1] as Template);
}

export function summarizeTemplate(t: Template): TemplateSummary {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    previewImage: t.previewImage,
    ...(t.featured ? { featured: true } : {}),
    sectionTypes: Object.entries(t.sectionTypes).map(([type, s]) => ({ type, ...s })),
  };
}
