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

/** Advanced Coach: a career and leadership coach with several programmes to choose from. */
export const ADVANCED_STARTER: readonly StarterSection[] = [
  header(
    [
      ['Programmes', '#programs'],
      ['Approach', '#about'],
      ['Stories', '#testimonials'],
    ],
    'Book a Career Call',
  ),
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      rotated('Next Level'),
      gradient('Your Career, Designed on Purpose'),
      heading('Get Promoted, Change Direction or Step Into Leadership With a Plan That Works'),
      paragraph(
        'I coach ambitious professionals through the moments that shape a career: the promotion you keep being told you are nearly ready for, the move to a new field, the first time you lead a team.',
      ),
      button('Book a Career Strategy Call', '#calendar'),
      link('Compare programmes', '#programs'),
    ],
  },
  {
    type: 'about',
    name: 'About',
    title: 'My Approach',
    elements: [
      photo(),
      heading("I'm {name}, and I've Sat on Both Sides of the Table"),
      paragraph(
        'I spent fifteen years in corporate HR, running promotion panels and hiring for leadership roles. I know what decision-makers look for, and how often great people talk themselves out of the room.',
      ),
      paragraph(
        'My coaching blends that inside view with proven tools: strengths assessments, 360 feedback and a written plan you take into every conversation that matters.',
      ),
    ],
  },
  {
    type: 'programs',
    name: 'Programmes',
    title: 'Programmes',
    elements: [
      heading('Four Ways to Move Your Career Forward'),
      paragraph('Start where you are. Every programme begins with a free 30-minute call.'),
      ...program(
        'Career Clarity Sprint',
        '$390',
        'Two focused sessions and a strengths assessment to answer one question: what is the right next move for me?',
      ),
      ...program(
        'Promotion Ready',
        '$1,450',
        'Eight weeks to build your case, raise your visibility and rehearse the conversations that get you promoted.',
      ),
      ...program(
        'New Leader Lab',
        '$2,200',
        'Three months of coaching for your first 100 days leading a team: delegation, feedback and earning trust fast.',
      ),
      ...program(
        'Career Pivot Programme',
        '$3,100',
        'Six months of support to change industry or role, from mapping your transferable skills to negotiating the offer.',
      ),
    ],
  },
  {
    type: 'testimonials',
    name: 'Testimonials',
    title: 'Client Stories',
    elements: [
      heading('Where My Clients Are Now'),
      testimonial(
        'A',
        'After two years of "almost ready", I was promoted to director four months into Promotion Ready. I finally knew how to talk about my own results.',
        'Amara O.',
        'Director of Operations',
      ),
      testimonial(
        'T',
        'I moved from teaching into learning design without starting from scratch. The pivot plan made a scary leap feel like a series of small steps.',
        'Tom B.',
        'Learning Experience Designer',
      ),
      testimonial(
        'L',
        'New Leader Lab gave me the words for the hard conversations. My team’s engagement score rose 22 points in my first year.',
        'Lena V.',
        'Engineering Manager',
      ),
    ],
  },
  {
    type: 'cta',
    name: 'Call to Action',
    elements: [
      gradient('Ready for Your Next Role?'),
      paragraph(
        'In a free 30-minute call we will look at where you are, where you want to be and which programme, if any, fits.',
      ),
      button('Book My Free Call', '#calendar'),
      leadForm(
        'Rather Talk It Through First?',
        'Send me a note about where you are and where you want to be, and I will reply personally within a day.',
        'Send My Note',
      ),
    ],
  },
  calendar(
    'Book Your Career Strategy Call',
    'Pick a time below. Bring your CV or a rough idea of your goal; we will leave with a clear next step.',
  ),
];
