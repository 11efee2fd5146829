import { leadForm } from '../lead-form';
import type { StarterSection } from '../../types';
import {
  button,
  calendar,
  gradient,
  header,
  heading,
  link,
  paragraph,
  photo,
  program,
  rotated,
  testimonial,
} from './parts';

/** Bold Coach: a high-performance sales coach who wants to stand out. */
export const BOLD_STARTER: readonly StarterSection[] = [
  header(
    [
      ['Results', '#testimonials'],
      ['Programs', '#programs'],
      ['About', '#about'],
    ],
    'Apply Now',
  ),
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      rotated('No More Guessing'),
      heading('Sell Like You Mean It'),
      paragraph(
        'Sales coaching for founders and small teams who are done with awkward discovery calls, endless follow-ups and discounts they never wanted to give.',
      ),
      button('Book a Sales Audit', '#calendar'),
      link('See the results', '#testimonials'),
    ],
  },
  {
    type: 'revolution',
    name: 'Statement',
    elements: [
      gradient('Your Offer Is Not the Problem. Your Conversation Is.'),
      paragraph(
        'Most founders I meet have a great product and a sales process held together by hope. We replace the hope with a simple, repeatable conversation that closes.',
      ),
    ],
  },
  {
    type: 'about',
    name: 'About',
    title: 'Who I Am',
    elements: [
      photo(),
      heading("I'm {name}. I've Made 10,000 Sales Calls."),
      paragraph(
        'I built and led sales teams at three fast-growing companies, then spent five years closing six-figure deals on my own. I have heard every objection and made every mistake, so you do not have to.',
      ),
      paragraph(
        'My coaching is direct and practical. We listen to your real calls, rewrite your scripts together and track the numbers every week.',
      ),
    ],
  },
  {
    type: 'programs',
    name: 'Programs',
    title: 'Programs',
    elements: [
      heading('Pick Your Pace'),
      paragraph('Every program starts with a review of your last ten sales conversations.'),
      ...program(
        'Sales Audit',
        '$750',
        'One 2-hour session on your recorded calls, a scorecard and the three changes that will lift your close rate fastest.',
      ),
      ...program(
        'Close Rate Sprint',
        '$3,500',
        'Eight weeks of weekly coaching and call reviews to build a sales conversation that fits you and your buyers.',
      ),
      ...program(
        'Team Sales Engine',
        '$9,800',
        'Twelve weeks with you and up to five sellers: a shared playbook, live call coaching and a pipeline you can forecast.',
      ),
      button('Apply for a Program', '#calendar'),
    ],
  },
  {
    type: 'testimonials',
    name: 'Testimonials',
    title: 'Results',
    elements: [
      heading('Numbers Don’t Lie'),
      testimonial(
        'R',
        'Our close rate went from 18% to 41% in ten weeks. Same product, same price, completely different conversations.',
        'Rachel T.',
        'Co-founder, Northbeam Analytics',
      ),
      testimonial(
        'J',
        'I stopped discounting. In the first quarter that alone paid for the coaching four times over.',
        'Jordan P.',
        'Agency Owner',
      ),
      testimonial(
        'K',
        'My team finally sells the same way. Onboarding a new seller now takes weeks, not months.',
        'Kofi A.',
        'Head of Sales',
      ),
    ],
  },
  {
    type: 'cta',
    name: 'Call to Action',
    elements: [
      gradient('Stop Leaving Deals on the Table'),
      paragraph(
        'Book a 30-minute sales audit call. Bring one recent call that did not close, and leave knowing exactly why.',
      ),
      button('Book My Sales Audit', '#calendar'),
      leadForm(
        'Want the Audit Checklist First?',
        'Leave your details and I will send the checklist I use on every sales audit, plus a note on how we would work together.',
        'Send Me the Checklist',
      ),
    ],
  },
  calendar(
    'Book Your Sales Audit Call',
    'Pick a slot below. Spots are limited each week so every call gets my full attention.',
  ),
];
