import { leadForm } from './lead-form';
import type { ElementContent } from '../../element-content';
import type { ElementType } from '../../element-types';
import type { StarterElement, StarterSection } from '../types';

const el = (type: ElementType, content: ElementContent): StarterElement => ({ type, content });
const heading = (text: string, html?: string) => el('heading', html ? { html, text } : { text });
const paragraph = (text: string) => el('paragraph', { text });

/**
 * The fixed book-a-call page, in the coach's own voice. '{name}' is replaced with the coach's name
 * (settings.coachName) when the page is drawn. The header's brand and the footer's links, contact
 * details and copyright come from the website's settings, not from starter elements.
 */
export const EXACT_STARTER: readonly StarterSection[] = [
  {
    type: 'header',
    name: 'Header',
    elements: [el('badge', { text: '5 Days Only' }), el('badge', { text: 'Limited Spots' })],
  },
  {
    type: 'hero',
    name: 'Hero',
    elements: [
      heading(
        'Stop Performing Success. Start Living It.',
        'Stop Performing Success. <em>Start Living It.</em>',
      ),
      el('subheading', {
        text: 'For the next five days I am opening a handful of complimentary Reset Calls.',
      }),
      paragraph(
        "If your business looks impressive from the outside but feels heavy on the inside, I want to talk to you. In one honest conversation we'll find what is keeping you stuck and the first bold move that gets you out.",
      ),
      el('button', { text: 'Book Your Complimentary Call', url: '#calendar' }),
    ],
  },
  {
    type: 'story',
    name: 'My Story',
    elements: [
      heading('I Built the "Perfect" Business. Then It Nearly Broke Me.'),
      paragraph(
        "Ten years ago I had everything I was told to want: a full client list, a six-figure income and a calendar booked solid for months. I was also exhausted, quietly resentful, and running a business that belonged to someone else's script.",
      ),
      paragraph(
        'The turning point came on a Tuesday morning when I cancelled every call, closed my laptop and asked myself one question: what would I build if nobody were watching? The answer cost me some comfortable clients. It gave me back my voice, my energy and a business I genuinely love.',
      ),
      paragraph(
        'Since then I have walked hundreds of coaches and founders through that same reset. Not with hacks or borrowed funnels, but with the truth about who they are and the courage to build from it.',
      ),
    ],
  },
  {
    type: 'support',
    name: 'What I Support You To Become',
    elements: [
      heading('What I Actually Support You To Become'),
      el('point', {
        title: 'Burn the Script',
        description:
          'We let go of the rules, niches and "shoulds" you inherited, so you stop building a business that fits everyone except you.',
      }),
      el('point', {
        title: 'Build from Bold Truth',
        description:
          'Your story, your values and your real opinions become the foundation of your offers, your message and your marketing.',
      }),
      el('point', {
        title: 'Lead Without Apology',
        description:
          'You raise your prices, say no without guilt and show up as the leader your clients have been waiting for.',
      }),
    ],
  },
  {
    type: 'audience',
    name: 'Who I Work With',
    elements: [
      heading('Who I Work With'),
      paragraph(
        'I work best with people who are already good at what they do and are ready to stop hiding it. You might recognise yourself here:',
      ),
      el('list-item', { text: 'Coaches and consultants who have outgrown the way they started' }),
      el('list-item', { text: 'Founders who are successful on paper but running on empty' }),
      el('list-item', { text: 'Experts tired of sounding like everyone else in their industry' }),
      el('list-item', { text: 'Women ready to charge what their work is truly worth' }),
      el('list-item', { text: 'Leaders who want a business that fits the life they want to live' }),
    ],
  },
  {
    type: 'meet',
    name: 'Meet the Coach',
    elements: [
      el('image', {}),
      heading('Meet {name}'),
      paragraph(
        "I'm a business mentor, speaker and author, and I have spent more than a decade helping coaches build businesses that are profitable, honest and unmistakably theirs.",
      ),
      paragraph(
        'My 12-month mentoring programme brings together one-to-one mentoring, two in-person retreats and lifetime access to my digital business hub, full of the templates, trainings and scripts I use with private clients. It is where the real reset happens, and it always starts with a conversation.',
      ),
      el('button', { text: 'Start Your Reset', url: '#calendar' }),
    ],
  },
  {
    type: 'ways',
    name: 'Ways to Work Together',
    elements: [
      heading('Ways to Work Together'),
      el('offer-card', {
        title: 'Book a Complimentary Call',
        description:
          'A 30-minute call with me to look at where you are, where you want to be and what is really in the way. No pressure, just clarity.',
        buttonText: 'Book My Call',
        url: '#calendar',
      }),
      leadForm(
        'Request Full Info',
        'Get the full details of my 12-month mentoring programme: monthly mentoring, two retreats and the digital business hub.',
        'Send Me the Details',
      ),
      el('offer-card', {
        title: 'GET THE BOOK',
        description:
          'Download the first chapter of my book free and start rewriting your own business script today.',
        buttonText: 'Download Chapter One',
        url: '#',
      }),
    ],
  },
  {
    type: 'booking',
    name: 'Booking',
    elements: [
      heading('Book Your Complimentary Session'),
      paragraph(
        'Pick a time that suits you below. I read every booking personally, and I will come to our call prepared with your goals in mind.',
      ),
    ],
  },
  {
    type: 'footer',
    name: 'Footer',
    elements: [],
  },
];
