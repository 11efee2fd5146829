import { leadForm } from './lead-form';
import type { ElementContent } from '../../element-content';
import type { ElementType } from '../../element-types';
import type { StarterElement, StarterSection } from '../types';

const el = (type: ElementType, content: ElementContent): StarterElement => ({ type, content });

function pricingCard(title: string, price: string, description: string, buttonText: string) {
  return el('pricing-card', { title, price, description, buttonText });
}

/** Starter page for selling a coaching package. */
export const COACHING_OFFER_STARTER: readonly StarterSection[] = [
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      el('angled-text', { text: 'Only 8 Spots This Quarter' }),
      el('heading', {
        text: 'Go From Overbooked and Underpaid to a Business That Runs on Your Terms',
      }),
      el('paragraph', {
        text: 'Momentum 90 is a 12-week, one-to-one coaching programme for coaches and consultants who are great at their work and ready to build a business that finally matches it.',
      }),
      el('button', { text: 'Claim Your Spot', url: '#pricing' }),
    ],
  },
  {
    type: 'offer',
    name: 'The Offer',
    elements: [
      el('subheading', { text: 'This Is for You If...' }),
      el('highlight-box', {
        text: 'You are fully booked but not fully paid, your offers have grown by accident rather than design, and you know you are capable of far more than your calendar currently allows.',
      }),
      el('paragraph', {
        text: 'Over twelve weeks we rebuild your business from the inside out: one signature offer priced with confidence, a simple client-attraction plan you can run in three hours a week, and the boundaries that protect your energy. You get a weekly 60-minute call with me, messaging support between sessions and every template I use with private clients.',
      }),
    ],
  },
  {
    type: 'pricing',
    name: 'Pricing',
    elements: [
      el('subheading', { text: 'Choose Your Level of Support' }),
      pricingCard(
        'Clarity Session',
        '$297',
        'One 90-minute strategy session and a written action plan delivered within 48 hours.',
        'Book My Session',
      ),
      pricingCard(
        'Momentum 90',
        '$1,997',
        'Twelve weekly coaching calls, messaging support between sessions and the full template library.',
        'Start Momentum 90',
      ),
      pricingCard(
        'Breakthrough VIP',
        '$4,997',
        'Everything in Momentum 90 plus a private in-person VIP day and six months of follow-up support.',
        'Apply for VIP',
      ),
    ],
  },
  {
    type: 'testimonial',
    name: 'Testimonial',
    elements: [
      el('testimonial-quote', {
        text: 'I doubled my prices in week four and still filled every spot. For the first time in years I have Fridays off and a business I am proud of.',
        author: 'Rachel T., Career Coach',
      }),
    ],
  },
  {
    type: 'cta',
    name: 'Call to Action',
    elements: [
      el('heading', { text: 'Ready to Build the Business You Actually Want?' }),
      el('paragraph', {
        text: 'Spots are limited so I can give every client my full attention. Secure yours today and we will have your first session booked within the week.',
      }),
      el('button', { text: "Yes, I'm Ready", url: '#pricing' }),
      leadForm(
        'Not Sure Which Plan Fits?',
        'Tell me where your business is today and I will reply personally with the plan I would choose in your place.',
        'Ask Me Which Plan Fits',
      ),
    ],
  },
];
