import { leadForm } from './lead-form';
import type { ElementContent } from '../../element-content';
import type { ElementType } from '../../element-types';
import type { StarterElement, StarterSection } from '../types';

const el = (type: ElementType, content: ElementContent): StarterElement => ({ type, content });

function pillar(number: string, title: string, description: string) {
  return el('leadership-pillar', { number, title, description });
}

function feature(title: string, description: string) {
  return el('executive-feature', { title, description });
}

function tier(
  title: string,
  price: string,
  description: string,
  features: [string, string, string],
  buttonText: string,
  featured: boolean,
  buttonUrl?: string,
) {
  const [feature1, feature2, feature3] = features;
  return el('investment-tier', {
    title,
    price,
    description,
    feature1,
    feature2,
    feature3,
    buttonText,
    featured,
    ...(buttonUrl ? { buttonUrl } : {}),
  });
}

/** Starter page for an executive leadership programme. */
export const LEADERSHIP_COURSE_STARTER: readonly StarterSection[] = [
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      el('angled-text', { text: 'Executive Cohort: Applications Open' }),
      el('heading', {
        text: 'Lead With Presence: A 12-Week Programme for Leaders Ready for the Next Seat',
      }),
      el('transformation-metric', {
        percentage: '87%',
        description: 'of graduates took on a larger role or were promoted within 12 months',
      }),
      el('button', { text: 'Apply for the Cohort', url: '#investment' }),
    ],
  },
  {
    type: 'pillars',
    name: 'Pillars',
    title: 'The 4 Pillars of Executive Presence',
    elements: [
      pillar(
        '01',
        'Presence',
        'Command the room with calm authority, in the boardroom, on stage and on camera.',
      ),
      pillar(
        '02',
        'Clarity',
        'Turn complex strategy into a simple story your team and board can act on.',
      ),
      pillar(
        '03',
        'Influence',
        'Build the relationships and sponsorship that move decisions and careers forward.',
      ),
      pillar(
        '04',
        'Resilience',
        'Lead steadily through pressure and change without sacrificing your health or judgement.',
      ),
    ],
  },
  {
    type: 'features',
    name: 'Features',
    title: 'How the Programme Works',
    elements: [
      feature(
        '1:1 Executive Coaching',
        'Six private sessions with me, focused on the real situations you face at work each week.',
      ),
      feature(
        'Peer Leadership Circle',
        'Weekly 90-minute sessions with a hand-picked group of senior leaders from different industries.',
      ),
      feature(
        '360° Leadership Assessment',
        'A confidential review from your peers, reports and manager, with a debrief and development plan.',
      ),
    ],
  },
  {
    type: 'cohort',
    name: 'Cohort',
    elements: [
      el('cohort-info', {
        title: 'Spring 2027 Executive Cohort',
        startDate: 'March 3, 2027',
        duration: '12 weeks',
        spots: '12 spots',
      }),
    ],
  },
  {
    type: 'investment',
    name: 'Investment',
    title: 'Your Investment',
    elements: [
      tier(
        'Cohort',
        '$5,997',
        'The full 12-week group programme for leaders stepping into a bigger role.',
        ['Weekly peer leadership circle', 'All programme workbooks', 'Private alumni community'],
        'Apply Now',
        false,
      ),
      tier(
        'Executive',
        '$9,997',
        'The complete experience, with private coaching and a full 360° assessment.',
        ['Everything in Cohort', 'Six 1:1 executive coaching sessions', '360° assessment'],
        'Apply for Executive',
        true,
      ),
      tier(
        'Team',
        '$24,997',
        'Enrol three leaders from your organisation with a shared leadership plan.',
        ['Three Executive places', 'Team alignment workshop', 'Quarterly progress review'],
        'Talk to Us',
        false,
        '#cta',
      ),
    ],
  },
  {
    type: 'testimonials',
    name: 'Testimonials',
    title: 'Results From Past Cohorts',
    elements: [
      el('executive-testimonial', {
        initial: 'J',
        text: 'I stopped managing the room and started leading it. The presence work alone changed how the board responds to me.',
        author: 'James R.',
        title: 'VP of Operations',
        result: 'Promoted to COO within 6 months',
      }),
      el('executive-testimonial', {
        initial: 'E',
        text: 'The peer circle gave me perspectives I could never get inside my own company. It was the best investment I have made in my career.',
        author: 'Elena V.',
        title: 'Director of Product',
        result: 'Led a 40-person reorganisation with zero regretted attrition',
      }),
    ],
  },
  {
    type: 'cta',
    name: 'Team Enquiry',
    title: 'Developing a Whole Leadership Team?',
    elements: [
      el('paragraph', {
        text: 'I also run the programme in-house for leadership teams of three to twelve people, shaped around your organisation and the changes you are leading.',
      }),
      leadForm(
        'Enquire About a Team Programme',
        'Tell me a little about your team: how many leaders, their roles and what you want them to do differently a year from now. I will reply within one business day to arrange a confidential call.',
        'Request a Team Proposal',
      ),
    ],
  },
];
