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
  testimonial,
} from './parts';

/** Elegant Coach: a private executive coach for senior women leaders, premium and high-touch. */
export const ELEGANT_STARTER: readonly StarterSection[] = [
  header(
    [
      ['About', '#about'],
      ['Services', '#services'],
      ['Testimonials', '#testimonials'],
    ],
    'Request a Consultation',
  ),
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      gradient('Private Executive Coaching'),
      heading('Lead With Quiet Confidence and Lasting Influence'),
      paragraph(
        'A discreet, one-to-one partnership for senior women leaders navigating the boardroom, a new executive role or the next chapter of a remarkable career.',
      ),
      button('Request a Private Consultation', '#calendar'),
      link('Discover the experience', '#services'),
    ],
  },
  {
    type: 'about',
    name: 'About',
    title: 'About',
    elements: [
      photo(),
      heading('Welcome, I’m {name}'),
      paragraph(
        'For two decades I held executive roles in finance and luxury retail, and for the last ten I have coached CEOs, partners and board directors across Europe and North America.',
      ),
      paragraph(
        'My work is personal and unhurried. I take on a small number of clients each year so that every one receives my full attention, complete confidentiality and a partnership built on trust.',
      ),
    ],
  },
  {
    type: 'services',
    name: 'Services',
    title: 'Services',
    elements: [
      heading('The Coaching Experience'),
      paragraph('Each engagement is tailored to you and begins with a private consultation.'),
      ...program(
        'Executive Transition',
        'from $8,500',
        'Six months of coaching for your first year in a new C-suite or board role, from stakeholder mapping to your first strategy review.',
      ),
      ...program(
        'Leadership Presence',
        'from $6,000',
        'Four months to refine how you speak, decide and are seen, with 360 interviews and preparation for your most important rooms.',
      ),
      ...program(
        'Private Advisory',
        'by application',
        'An ongoing confidential sounding board for leaders who want a trusted thinking partner on call.',
      ),
    ],
  },
  {
    type: 'testimonials',
    name: 'Testimonials',
    title: 'Testimonials',
    elements: [
      heading('In Their Words'),
      testimonial(
        'C',
        'Working together gave me the steadiness to lead through a merger with grace. I have never felt more like myself at work.',
        'Caroline F.',
        'Chief Financial Officer',
      ),
      testimonial(
        'I',
        'Thoughtful, exquisitely prepared and utterly discreet. Our sessions were the most valuable hours of my month.',
        'Isabel R.',
        'Managing Partner',
      ),
      testimonial(
        'N',
        'I joined my first board with a clear voice and a plan. Within a year I was asked to chair its strategy committee.',
        'Naomi W.',
        'Non-Executive Director',
      ),
    ],
  },
  {
    type: 'cta',
    name: 'Call to Action',
    elements: [
      heading('Begin With a Private Consultation'),
      paragraph(
        'A confidential 45-minute conversation to understand your ambitions and whether we are the right fit.',
      ),
      button('Request Your Consultation', '#calendar'),
      leadForm(
        'Prefer to Write First?',
        'Share a little about where you are right now and I will reply personally, in confidence.',
        'Send My Message',
      ),
    ],
  },
  calendar(
    'Request a Private Consultation',
    'Choose a time that suits your diary. Every conversation is held in complete confidence.',
  ),
];
