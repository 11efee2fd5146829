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

/** Classic Coach: a business coach for service-based founders, clear and trusted. */
export const CLASSIC_STARTER: readonly StarterSection[] = [
  header(
    [
      ['About', '#about'],
      ['Programs', '#programs'],
      ['Results', '#testimonials'],
    ],
    'Book a Call',
  ),
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      rotated('Bold Truth'),
      gradient('Transform Your Business'),
      heading('Build a Coaching Business That Grows Without Burning You Out'),
      paragraph(
        'I help coaches and service-based founders get fully booked with clients they love, at prices that reflect their value, and with a schedule that leaves room for a life.',
      ),
      button('Book Your Free Strategy Call', '#calendar'),
      link('See how I can help', '#programs'),
    ],
  },
  {
    type: 'about',
    name: 'About',
    title: 'About Me',
    elements: [
      photo(),
      heading("Hi, I'm {name}"),
      paragraph(
        'For twelve years I ran a consulting practice that looked great on paper and left me drained. When I rebuilt it around fewer clients, clearer offers and honest marketing, my income doubled and my working week shrank to four days.',
      ),
      paragraph(
        "Now I teach that same approach. I've worked with more than 300 coaches, consultants and small-business owners, and I bring a calm, practical, no-fluff style to every session.",
      ),
    ],
  },
  {
    type: 'programs',
    name: 'Programs',
    title: 'Ways to Work With Me',
    elements: [
      heading('Programs Built Around Your Next Level'),
      paragraph(
        'Whether you need a single breakthrough or a full year of support, there is a path.',
      ),
      ...program(
        'Clarity Intensive',
        '$497',
        'A 90-minute deep-dive session plus a written action plan. Perfect if you know something needs to change and want to know exactly what.',
      ),
      ...program(
        'Momentum 90',
        '$2,497',
        'Twelve weeks of one-to-one coaching to refine your offer, fill your calendar and build simple systems that keep clients coming.',
      ),
      ...program(
        'Inner Circle Mastermind',
        '$6,997',
        'A year-long small group for established coaches scaling past multiple six figures, with monthly hot seats and two in-person retreats.',
      ),
      button('Find Your Program', '#calendar'),
    ],
  },
  {
    type: 'testimonials',
    name: 'Testimonials',
    title: 'Client Results',
    elements: [
      heading('What My Clients Say'),
      testimonial(
        'S',
        'Within three months I had raised my prices by 60% and was fully booked for the first time. More importantly, I finally enjoy my business again.',
        'Sarah M.',
        'Founder, Bright Path Studio',
      ),
      testimonial(
        'D',
        'I came in with five half-built offers and left with one clear programme that now brings in consistent, predictable revenue every month.',
        'David K.',
        'Executive Coach',
      ),
      testimonial(
        'P',
        'The calm, practical guidance was exactly what I needed. I work fewer hours, I earn more, and I stopped second-guessing every decision.',
        'Priya N.',
        'Wellness Consultant',
      ),
    ],
  },
  {
    type: 'cta',
    name: 'Call to Action',
    elements: [
      gradient('Your Next Chapter Starts Here'),
      paragraph(
        'Book a free 30-minute strategy call. We will map out where you are, where you want to be, and the three moves that will get you there fastest.',
      ),
      button('Claim Your Free Call', '#calendar'),
      leadForm(
        'Have a Question Before You Book?',
        'Leave your details and your question, and I will answer personally within one business day.',
        'Send My Question',
      ),
    ],
  },
  calendar(
    'Book Your Free Strategy Call',
    'Choose a time that works for you. You will get a confirmation email with everything you need to prepare.',
  ),
];
