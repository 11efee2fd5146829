import { leadForm } from './lead-form';
import type { ElementContent } from '../../element-content';
import type { ElementType } from '../../element-types';
import type { StarterElement, StarterSection } from '../types';

const el = (type: ElementType, content: ElementContent): StarterElement => ({ type, content });

function courseModule(n: number, title: string, description: string, duration: string) {
  return el('course-module', { module: `Module ${n}`, title, description, duration });
}

function bonus(title: string, value: string, description: string) {
  return el('bonus-item', { title, value, description });
}

/** Starter page for launching an online course. */
export const COURSE_OFFER_STARTER: readonly StarterSection[] = [
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      el('angled-text', { text: 'Enrollment Closes Friday' }),
      el('heading', {
        text: 'The Signature Offer Academy: Turn Your Expertise Into a Course That Sells',
      }),
      el('stats-card', { number: '2,400+', label: 'Students enrolled' }),
      el('stats-card', { number: '4.9/5', label: 'Average rating' }),
      el('stats-card', { number: '6', label: 'Step-by-step modules' }),
      el('button', { text: 'Enroll Now', url: '#pricing' }),
    ],
  },
  {
    type: 'curriculum',
    name: 'Curriculum',
    title: "What You'll Learn",
    elements: [
      courseModule(
        1,
        'Find Your Signature Idea',
        'Pinpoint the one transformation you deliver best and the people who will gladly pay for it.',
        '1 week',
      ),
      courseModule(
        2,
        'Design the Learning Journey',
        'Map your method into clear lessons, exercises and milestones that keep students moving.',
        '2 weeks',
      ),
      courseModule(
        3,
        'Record Without the Overwhelm',
        'A simple, low-cost setup and a filming workflow that gets a whole module done in an afternoon.',
        '1 week',
      ),
      courseModule(
        4,
        'Price With Confidence',
        'Choose a price and payment options that reflect your value and convert at launch.',
        '1 week',
      ),
      courseModule(
        5,
        'Launch to Your First 100 Students',
        'A proven five-week launch plan using email, webinars and the audience you already have.',
        '2 weeks',
      ),
      courseModule(
        6,
        'Scale on Autopilot',
        'Evergreen funnels, affiliates and community so your course keeps selling long after launch.',
        '2 weeks',
      ),
    ],
  },
  {
    type: 'bonuses',
    name: 'Bonuses',
    title: 'Exclusive Bonuses: Worth over $2,000 in additional value',
    elements: [
      bonus(
        'Launch Email Vault',
        '$997 value',
        '21 fill-in-the-blank emails that took my own launches past six figures.',
      ),
      bonus(
        'Live Q&A Calls',
        '$697 value',
        'Eight monthly group calls where I review your course plan and answer every question.',
      ),
      bonus(
        'Sales Page Template Kit',
        '$497 value',
        'Proven sales page layouts and copy prompts you can customise in under an hour.',
      ),
    ],
  },
  {
    type: 'pricing',
    name: 'Pricing',
    title: 'Choose Your Path',
    elements: [
      el('pricing-option', {
        title: 'Self-Paced',
        price: '$497',
        originalPrice: '$997',
        description: 'Lifetime access to all six modules, worksheets and the student community.',
        buttonText: 'Start Learning',
        featured: false,
      }),
      el('pricing-option', {
        title: 'Guided',
        price: '$997',
        originalPrice: '$1,997',
        description: 'Everything in Self-Paced plus all three bonuses and the live Q&A calls.',
        buttonText: 'Enroll Now',
        featured: true,
      }),
      el('pricing-option', {
        title: 'VIP',
        price: '$2,497',
        originalPrice: '$4,997',
        description:
          'Everything in Guided plus three private coaching calls to review your launch.',
        buttonText: 'Go VIP',
        featured: false,
      }),
      el('guarantee-badge', {
        duration: '30-Day',
        text: 'Money-Back Guarantee: if the course is not right for you, email us within 30 days for a full refund.',
      }),
    ],
  },
  {
    type: 'cta',
    name: 'Questions',
    title: 'Questions Before You Join?',
    elements: [
      el('paragraph', {
        text: 'Not sure the course fits where your business is right now, or which path to choose? Ask me before you enrol and I will give you an honest answer.',
      }),
      leadForm(
        'Ask Me About Joining',
        'Leave your name and email and tell me what you would like to know. I will reply personally, usually within a day, with the path I would choose in your place.',
        'Send My Question',
      ),
    ],
  },
];
