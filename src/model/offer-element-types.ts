import type { ElementTypeDef } from './element-types';
import { buttonText, buttonUrl, description, featured, field, price, title } from './field-defs';

/**
 * The element types of the offer and course templates (retreats, courses, leadership programmes):
 * dates, features, investment, modules, bonuses, metrics, cohorts, tiers. Part of ELEMENT_TYPES.
 */
export const OFFER_ELEMENT_TYPES = {
  'retreat-date': {
    label: 'Retreat date',
    fields: [
      field('date', 'text', 'Dates', 'March 12-17, 2027', 'date'),
      field('location', 'text', 'Location', 'Tulum, Mexico', 'place'),
    ],
    defaultStyles: {},
  },
  'retreat-feature': {
    label: 'Retreat feature',
    fields: [
      title('Daily Breakthrough Sessions', 'item-title'),
      description('Deep work in a small group.', 'item-body'),
    ],
    defaultStyles: {},
  },
  'investment-box': {
    label: 'Investment box',
    fields: [
      price('$4,997'),
      field(
        'includes',
        'longtext',
        'What is included',
        'Accommodation, meals and all sessions',
        'included',
      ),
      field('payment', 'text', 'Payment options', 'Payment plans available', 'price'),
    ],
    defaultStyles: {},
  },
  countdown: {
    label: 'Countdown',
    fields: [field('time', 'text', 'Time left', 'Only 12 spots available', 'availability')],
    defaultStyles: {},
  },
  'course-module': {
    label: 'Course module',
    fields: [
      field('module', 'text', 'Module', 'Module 1', 'ordinal'),
      title('Foundations', 'item-title'),
      description('Set the foundations for lasting change.', 'item-body'),
      field('duration', 'text', 'Duration', '2 weeks', 'duration'),
    ],
    defaultStyles: {},
  },
  'bonus-item': {
    label: 'Bonus',
    fields: [
      title('Bonus Workbook', 'product-name'),
      field('value', 'text', 'Value', '$297 value', 'price'),
      description('A companion workbook for every module.', 'item-body'),
    ],
    defaultStyles: {},
  },
  'stats-card': {
    label: 'Stats card',
    fields: [
      field('number', 'text', 'Number', '500+', 'number'),
      field('label', 'text', 'Label', 'Students', 'result'),
    ],
    defaultStyles: {},
  },
  'pricing-option': {
    label: 'Pricing option',
    fields: [
      title('Self-Paced', 'product-name'),
      price('$497'),
      field('originalPrice', 'text', 'Original price', '$997', 'price'),
      description('Lifetime access to every module.', 'item-body'),
      buttonText('Enroll Now'),
      buttonUrl,
      featured,
    ],
    defaultStyles: {},
  },
  'guarantee-badge': {
    label: 'Guarantee badge',
    fields: [
      field('duration', 'text', 'Duration', '30-Day', 'duration'),
      field('text', 'text', 'Text', 'Money-Back Guarantee', 'guarantee'),
    ],
    defaultStyles: {},
  },
  'leadership-pillar': {
    label: 'Leadership pillar',
    fields: [
      field('number', 'text', 'Number', '01', 'ordinal'),
      title('Presence', 'item-title'),
      description('Command the room with calm authority.', 'item-body'),
    ],
    defaultStyles: {},
  },
  'transformation-metric': {
    label: 'Transformation metric',
    fields: [
      field('percentage', 'text', 'Figure', '87%', 'number'),
      description('of leaders report greater confidence', 'result'),
    ],
    defaultStyles: {},
  },
  'executive-feature': {
    label: 'Executive feature',
    fields: [
      title('1:1 Executive Coaching', 'item-title'),
      description('Private sessions with your coach.', 'item-body'),
    ],
    defaultStyles: {},
  },
  'cohort-info': {
    label: 'Cohort information',
    fields: [
      title('Next Cohort', 'item-title'),
      field('startDate', 'text', 'Start date', 'January 15, 2027', 'date'),
      field('duration', 'text', 'Duration', '12 weeks', 'duration'),
      field('spots', 'text', 'Spots', '12 spots', 'availability'),
    ],
    defaultStyles: {},
  },
  'investment-tier': {
    label: 'Investment tier',
    fields: [
      title('Executive', 'product-name'),
      price('$5,997'),
      description('The complete leadership experience.', 'item-body'),
      field('feature1', 'text', 'Feature 1', 'Weekly group coaching', 'included'),
      field('feature2', 'text', 'Feature 2', 'Private community', 'included'),
      field('feature3', 'text', 'Feature 3', 'Leadership assessments', 'included'),
      buttonText('Apply Now'),
      buttonUrl,
      featured,
    ],
    defaultStyles: {},
  },
  'executive-testimonial': {
    label: 'Executive testimonial',
    fields: [
      field('initial', 'text', 'Initial', 'J', 'person-name'),
      field('text', 'longtext', 'Quote', 'The best investment I made in my leadership.', 'quote'),
      field('author', 'text', 'Name', 'James R.', 'person-name'),
      field('title', 'text', 'Role', 'VP of Operations', 'person-role'),
      field('result', 'text', 'Result', 'Promoted within 6 months', 'result'),
    ],
    defaultStyles: {},
  },
  badge: {
    label: 'Badge',
    fields: [field('text', 'text', 'Text', 'Limited Spots', 'short')],
    defaultStyles: {},
  },
  point: {
    label: 'Point',
    fields: [
      title('Burn the Script', 'item-title'),
      description('Let go of the rules that keep you small.', 'item-body'),
    ],
    defaultStyles: {},
  },
} as const satisfies Record<string, ElementTypeDef>;
