import { leadForm } from '../lead-form';
import type { StarterSection } from '../../types';
import {
  button,
  calendar,
  header,
  heading,
  link,
  paragraph,
  photo,
  program,
  testimonial,
} from './parts';

/** Minimal Coach: a calm life and mindset coach whose words carry the page. */
export const MINIMAL_STARTER: readonly StarterSection[] = [
  header(
    [
      ['About', '#about'],
      ['Coaching', '#programs'],
      ['Kind words', '#testimonials'],
    ],
    'Say hello',
  ),
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      heading('Slow Down Long Enough to Hear What You Actually Want'),
      paragraph(
        'Life coaching for thoughtful people at a crossroads: after a burnout, a loss, a big decision, or simply a quiet feeling that something has to change.',
      ),
      button('Book a Free Conversation', '#calendar'),
      link('How I work', '#about'),
    ],
  },
  {
    type: 'about',
    name: 'About',
    title: 'About',
    elements: [
      photo(),
      heading("I'm {name}"),
      paragraph(
        'I do not have a formula for your life, and I will not hand you one. What I offer is an hour of full attention, honest questions and a practice of small, steady changes that last.',
      ),
      paragraph(
        'I trained as a counsellor before I became a coach, and I have spent eight years helping people rebuild their days around what matters to them: rest, work they care about and relationships with room to breathe.',
      ),
    ],
  },
  {
    type: 'programs',
    name: 'Coaching',
    title: 'Coaching',
    elements: [
      heading('Three Simple Ways to Begin'),
      paragraph('No long contracts. Start with one session and decide from there.'),
      ...program(
        'One Session',
        '$180',
        'Seventy-five unhurried minutes on a single question, with a short written summary afterwards.',
      ),
      ...program(
        'Three Months',
        '$1,200',
        'Six sessions, two weeks apart, with light check-ins by message between them.',
      ),
      ...program(
        'Open Door',
        '$340 a month',
        'One session a month for as long as it helps, for when you want a steady place to think.',
      ),
    ],
  },
  {
    type: 'testimonials',
    name: 'Kind Words',
    title: 'Kind words',
    elements: [
      heading('What People Say'),
      testimonial(
        'H',
        'I came in exhausted and unsure. Three months later I had changed jobs, and more importantly, I had stopped apologising for needing rest.',
        'Hannah L.',
        'Physiotherapist',
      ),
      testimonial(
        'M',
        'Gentle, clear and never in a hurry. The questions stayed with me for weeks and kept doing their work.',
        'Marco D.',
        'Architect',
      ),
    ],
  },
  {
    type: 'cta',
    name: 'Call to Action',
    elements: [
      heading('Begin With a Conversation'),
      paragraph('Twenty minutes, free, no preparation needed. Just come as you are.'),
      button('Choose a Time', '#calendar'),
      leadForm(
        'Questions First?',
        'Leave your details and I will reply personally within one business day.',
        'Send',
      ),
    ],
  },
  calendar(
    'Book a Free Conversation',
    'Pick any time that suits you. I will send a short note beforehand so you know what to expect.',
  ),
];
