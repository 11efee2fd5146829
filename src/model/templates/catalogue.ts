import { SITE_SECTIONS } from '../latest-posts';
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
import type { DesignId, SectionPurpose, TemplateDef, TemplateSummary } from './types';
import type { ElementType } from '../element-types';
import type { ResolvedTheme } from '../theme';

const preview = (id: string) => `/templates/${id}.jpg`;

function design<const Id extends string>(
  id: Id,
  designId: DesignId,
  name: string,
  description: string,
  theme: ResolvedTheme,
): TemplateDef<Id> {
  return {
    id,
    name,
    description,
    previewImage: preview(id),
    family: 'design',
    design: designId,
    theme,
    sectionTypes: DESIGN_SECTIONS,
    starter: DESIGN_STARTERS[designId],
  };
}

function offer<const Id extends string>(
  entry: Omit<TemplateDef<Id>, 'previewImage' | 'family'>,
): TemplateDef<Id> {
  return { ...entry, previewImage: preview(entry.id), family: 'offer' };
}

/** The template catalogue, in the order the spec lists it. */
const CATALOGUE = [
  {
    id: 'coach-exact',
    name: 'Book-a-Call Coach Page',
    description:
      'A first-person landing page that turns visitors into booked calls: your story, who you help, three ways to work together and a booking calendar.',
    previewImage: preview('coach-exact'),
    featured: true,
    family: 'exact',
    theme: {
      primaryColor: '#5b21b6',
      accentColor: '#d4a373',
      headingFont: 'playfair',
      bodyFont: 'montserrat',
    },
    sectionTypes: EXACT_SECTIONS,
    starter: EXACT_STARTER,
  },
  design(
    'coach',
    'default',
    'Classic Coach',
    'A clean, trusted layout for coaches: hero, programs, about, testimonials and a call to action.',
    {
      primaryColor: '#1d4ed8',
      accentColor: '#f59e0b',
      headingFont: 'montserrat',
      bodyFont: 'montserrat',
    },
  ),
  design(
    'coach-advanced',
    'advanced',
    'Advanced Coach',
    'Gradient headlines and layered cards for coaches with several programmes to show.',
    {
      primaryColor: '#7c3aed',
      accentColor: '#db2777',
      headingFont: 'montserrat',
      bodyFont: 'inter',
    },
  ),
  design(
    'coach-minimal',
    'minimal',
    'Minimal Coach',
    'Lots of white space and quiet type that lets your words do the work.',
    {
      primaryColor: '#111827',
      accentColor: '#0d9488',
      headingFont: 'inter',
      bodyFont: 'inter',
    },
  ),
  design(
    'coach-bold',
    'bold',
    'Bold Coach',
    'Dark, high-contrast sections and big type for coaches who want to stand out.',
    {
      primaryColor: '#dc2626',
      accentColor: '#facc15',
      headingFont: 'montserrat',
      bodyFont: 'montserrat',
    },
  ),
  design(
    'coach-elegant',
    'elegant',
    'Elegant Coach',
    'Serif headings and soft tones for premium, high-touch coaching.',
    {
      primaryColor: '#7c5c3b',
      accentColor: '#b08d57',
      headingFont: 'playfair',
      bodyFont: 'inter',
    },
  ),
  offer({
    id: 'coaching-offer',
    name: 'Coaching Offer',
    description: 'Sell a coaching package: the offer, who it is for, pricing and a testimonial.',
    theme: {
      primaryColor: '#0f766e',
      accentColor: '#f97316',
      headingFont: 'montserrat',
      bodyFont: 'inter',
    },
    sectionTypes: COACHING_OFFER_SECTIONS,
    starter: COACHING_OFFER_STARTER,
  }),
  offer({
    id: 'retreat-offer',
    name: 'Retreat Offer',
    description: 'Fill a retreat: dates and place, the experience, the investment and stories.',
    theme: {
      primaryColor: '#9a3412',
      accentColor: '#65a30d',
      headingFont: 'playfair',
      bodyFont: 'montserrat',
    },
    sectionTypes: RETREAT_OFFER_SECTIONS,
    starter: RETREAT_OFFER_STARTER,
  }),
  offer({
    id: 'course-offer',
    name: 'Course Offer',
    description:
      'Launch an online course: curriculum, bonuses and pricing options with a guarantee.',
    theme: {
      primaryColor: '#4338ca',
      accentColor: '#f59e0b',
      headingFont: 'inter',
      bodyFont: 'inter',
    },
    sectionTypes: COURSE_OFFER_SECTIONS,
    starter: COURSE_OFFER_STARTER,
  }),
  offer({
    id: 'leadership-course',
    name: 'Leadership Course',
    description: 'An executive leadership programme: pillars, cohort dates, tiers and results.',
    theme: {
      primaryColor: '#0f172a',
      accentColor: '#b91c1c',
      headingFont: 'playfair',
      bodyFont: 'inter',
    },
    sectionTypes: LEADERSHIP_COURSE_SECTIONS,
    starter: LEADERSHIP_COURSE_STARTER,
  }),
] as const satisfies readonly TemplateDef[];

/** Every catalogue id, as a type: a map keyed by it must cover the whole catalogue. */
export type TemplateId = (typeof CATALOGUE)[number]['id'];
export type Template = TemplateDef<TemplateId>;

/** Every template, each offering the sections any page may hold (Latest posts) beside its own. */
export const TEMPLATES: readonly Template[] = CATALOGUE.map((t) => ({
  ...t,
  sectionTypes: { ...t.sectionTypes, ...SITE_SECTIONS },
}));
export const TEMPLATE_IDS = TEMPLATES.map((t) => t.id);

/** The spec's fallback for a website whose template is not (or no longer) in the catalogue. */
export const FALLBACK_TEMPLATE_ID: TemplateId = 'coach';

const byId = new Map<string, Template>(TEMPLATES.map((t) => [t.id, t]));
// The fallback id is a TemplateId, so the catalogue holds it.
const fallback = byId.get(FALLBACK_TEMPLATE_ID) as Template;

export function findTemplate(id: string): Template | undefined {
  return byId.get(id);
}

export function isTemplateId(id: string): id is TemplateId {
  return byId.has(id);
}

/** The template a website renders with: unknown ids fall back to the classic template. */
export function templateFor(id: string): Template {
  return byId.get(id) ?? fallback;
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

/** What a section of this type is for in this template ('other' for an unknown type). */
export function sectionPurpose(templateId: string, sectionType: string): SectionPurpose {
  const sections = templateFor(templateId).sectionTypes;
  return Object.hasOwn(sections, sectionType)
    ? (sections[sectionType]?.purpose ?? 'other')
    : 'other';
}

/** The element types a section of this type takes in this template (none for an unknown type). */
export function acceptedElements(templateId: string, sectionType: string): readonly ElementType[] {
  const sections = templateFor(templateId).sectionTypes;
  return Object.hasOwn(sections, sectionType) ? (sections[sectionType]?.elements ?? []) : [];
}
