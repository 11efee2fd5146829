import { leadForm } from './lead-form';
import type { ElementContent } from '../../element-content';
import type { ElementType } from '../../element-types';
import type { StarterElement, StarterSection } from '../types';

const el = (type: ElementType, content: ElementContent): StarterElement => ({ type, content });
const feature = (title: string, description: string) =>
  el('retreat-feature', { title, description });

function story(initial: string, text: string, author: string, title: string) {
  return el('testimonial-card', { initial, text, author, title });
}

/** Starter page for filling a small-group coaching retreat. */
export const RETREAT_OFFER_STARTER: readonly StarterSection[] = [
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      el('angled-text', { text: 'Only 12 Spots Available' }),
      el('heading', {
        text: 'Step Away From the Noise and Come Back With a Clear Plan for Your Next Year',
      }),
      el('retreat-date', { date: 'September 14-19, 2027', location: 'Sintra, Portugal' }),
      el('button', { text: 'Reserve My Spot', url: '#investment' }),
      el('image', {}),
    ],
  },
  {
    type: 'features',
    name: 'Experience',
    title: "What You'll Experience",
    elements: [
      feature(
        'Daily Breakthrough Sessions',
        'Three hours of focused group coaching every morning to untangle what is holding your business back and decide what comes next.',
      ),
      feature(
        'Private One-to-One Coaching',
        'Two private sessions with me during the week, so your plan is built around your business, not a generic framework.',
      ),
      feature(
        'A Boutique Villa in the Hills',
        'Five nights in a restored quinta with a pool, garden terraces and your own private room and bathroom.',
      ),
      feature(
        'Nourishing, Locally Sourced Meals',
        'Breakfast, lunch and dinner prepared by our private chef, with every dietary need taken care of.',
      ),
      feature(
        'Space to Think',
        'Free afternoons for walks, journaling, yoga or simply resting, because the best ideas arrive when you slow down.',
      ),
      feature(
        'A Circle That Lasts',
        'Eleven ambitious peers and a private community that keeps you accountable long after you fly home.',
      ),
    ],
  },
  {
    type: 'investment',
    name: 'Investment',
    title: 'Your Investment in Transformation',
    elements: [
      el('investment-box', {
        price: '$4,997',
        includes:
          'Five nights of accommodation, all meals, daily group coaching, two private sessions, airport transfers and a 90-day follow-up call.',
        payment: 'Or three monthly payments of $1,747',
      }),
      el('countdown', { time: 'Only 12 spots, and 5 are already taken' }),
      el('button', { text: 'Reserve My Spot', url: '#calendar' }),
    ],
  },
  {
    type: 'testimonials',
    name: 'Testimonials',
    title: 'Transformation Stories',
    elements: [
      story(
        'L',
        'I arrived burnt out and unsure if I even wanted to keep my business. I left with a clear offer, a 12-month plan and more energy than I had felt in years.',
        'Laura B.',
        'Brand Strategist',
      ),
      story(
        'M',
        'The mix of deep work and real rest was exactly right. Three months later my revenue is up 40% and I am working fewer hours.',
        'Marcus O.',
        'Leadership Coach',
      ),
      story(
        'A',
        'The women I met that week are still my closest business friends. Worth every cent, and then some.',
        'Anika S.',
        'Founder, Rooted Wellness',
      ),
    ],
  },
  {
    type: 'cta',
    name: 'Questions',
    title: 'Questions Before You Reserve?',
    elements: [
      el('paragraph', {
        text: 'Perhaps September does not quite work for you, or you would like to know more about the villa, the rooms or getting to Sintra. Ask me anything: I read every message myself.',
      }),
      leadForm(
        'Ask About Dates and Places',
        'Tell me which dates would suit you and where you would be travelling from, and I will let you know what is still open on this retreat and where the next ones will be.',
        'Ask About the Retreat',
      ),
    ],
  },
];
