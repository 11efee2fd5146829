import type { ElementTypeDef } from './element-types';
import { buttonText, buttonUrl, description, featured, field, title } from './field-defs';

/**
 * The element types of the offer and course templates (retreats, courses, leadership programmes):
 * dates, features, investment, modules, bonuses, metrics, cohorts, tiers. Part of ELEMENT_TYPES.
 */
export const OFFER_ELEMENT_TYPES = {
  'retreat-date': {
    label: 'Retreat date',
    fields: [
      field('date', 'text', 'Dates', 'March 12-17, 2027'),
      field('location', 'text', 'Location', 'Tulum, Mexico'),
    ],
    defaultStyles: {},
  },
  'retreat-feature': {
    label: 'Retreat feature',
    fields: [title('Daily Breakthrough Sessions'), description('Deep work in a small group.')],
    defaultStyles: {},
  },
  'investment-box': {
    label: 'Investment box',
    fields: [
      field('price', 'text', 'Price', '$4,997'),
      field('includes', 'longtext', 'What is included', 'Accommodation, meals and all sessions'),
      field('payment', 'text', 'Payment options', 'Payment plans available'),
    ],
    defaultStyles: {},
  },
  countdown: {
    label: 'Countdown',
    fields: [field('time', 'text', 'Time left', 'Only 12 spots available')],
    defaultStyles: {},
  },
  'course-module': {
    label: 'Course module',
    fields: [
      field('module', 'text', 'Module', 'Module 1'),
      title('Foundations'),
      description('Set the foundations for lasting change.'),
      field('duration', 'text', 'Duration', '2 weeks'),
    ],
    defaultStyles: {},
  },
  'bonus-item': {
    label: 'Bonus',
    fields: [
      title('Bonus Workbook'),
      field('value', 'text', 'Value', '$297 value'),
      description('A companion workbook for every module.'),
    ],
    defaultStyles: {},
  },
  'stats-card': {
    label: 'Stats card',
    fields: [
      field('number', 'text', 'Number', '500+'),
      field('label', 'text', 'Label', 'Students'),
    ],
    defaultStyles: {},
  },
  'pricing-option': {
    label: 'Pricing option',
    fields: [
      title('Self-Paced'),
      field('price', 'text', 'Price', '$497'),
      field('originalPrice', 'text', 'Original price', '$997'),
      description('Lifetime access to every module.'),
      buttonText('Enroll Now'),
      buttonUrl,
      featured,
    ],
    defaultStyles: {},
  },
  'guarantee-badge': {
    label: 'Guarantee badge',
    fields: [
      field('duration', 'text', 'Duration', '30-Day'),
      field('text', 'text', 'Text', 'Money-Back Guarantee'),
    ],
    defaultStyles: {},
  },
  'leadership-pillar': {
    label: 'Leadership pillar',
    fields: [
      field('number', 'text', 'Number', '01'),
      title('Presence'),
      description('Command the room with calm authority.'),
    ],
    defaultStyles: {},
  },
  'transformation-metric': {
    label: 'Transformation metric',
    fields: [
      field('percentage', 'text', 'Figure', '87%'),
      description('of leaders report greater confidence'),
    ],
    defaultStyles: {},
  },
  'executive-feature': {
    label: 'Executive feature',
    fields: [title('1:1 Executive Coaching'), description('Private sessions with your coach.')],
    defaultStyles: {},
  },
  'cohort-info': {
    label: 'Cohort information',
    fields: [
      title('Next Cohort'),
      field('startDate', 'text', 'Start date', 'January 15, 2027'),
      field('duration', 'text', 'Duration', '12 weeks'),
      field('spots', 'text', 'Spots', '12 spots'),
    ],
    defaultStyles: {},
  },
  'investment-tier': {
    label: 'Investment tier',
    fields: [
      title('Executive'),
      field('price', 'text', 'Price', '$5,997'),
      description('The complete leadership experience.'),
      field('feature1', 'text', 'Feature 1', 'Weekly group coaching'),
      field('feature2', 'text', 'Feature 2', 'Private community'),
      field('feature3', 'text', 'Feature 3', 'Leadership assessments'),
      buttonText('Apply Now'),
      buttonUrl,
      featured,
    ],
    defaultStyles: {},
  },
  'executive-testimonial': {
    label: 'Executive testimonial',
    fields: [
      field('initial', 'text', 'Initial', 'J'),
      field('text', 'longtext', 'Quote', 'The best investment I made in my leadership.'),
      field('author', 'text', 'Name', 'James R.'),
      field('title', 'text', 'Role', 'VP of Operations'),
      field('result', 'text', 'Result', 'Promoted within 6 months'),
    ],
    defaultStyles: {},
  },
  badge: {
    label: 'Badge',
    fields: [field('text', 'text', 'Text', 'Limited Spots')],
    defaultStyles: {},
  },
  point: {
    label: 'Point',
    fields: [title('Burn the Script'), description('Let go of the rules that keep you small.')],
    defaultStyles: {},
  },
} as const satisfies Record<string, ElementTypeDef>;
