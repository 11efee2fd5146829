import { describe, expect, it } from 'vitest';
import type { ElementContent } from '../element-content';
import type { ElementType } from '../element-types';
import { starterWebsite } from '../templates/starter-website';
import type { Element } from '../website';
import { labelKeepsKind, pageButton } from './page-buttons';

const site = starterWebsite('coaching-offer');
const element = (type: ElementType, content: ElementContent): Element => ({
  id: 1,
  sectionId: 1,
  type,
  order: 0,
  content,
  styles: {},
  version: 1,
});
const card = (buttonUrl: string) =>
  element('pricing-card', { title: 'Momentum 90', price: '$1,997', buttonUrl });

describe('what a button does, which its written label keeps', () => {
  it('a card linking to a checkout page buys its product; an empty link books a call', () => {
    expect(pageButton(card('https://buy.stripe.com/abc'), site)).toEqual({
      kind: 'checkout',
      product: 'Momentum 90',
    });
    expect(pageButton(card('https://coach.example/momentum'), site).kind).toBe('checkout');
    expect(pageButton(card(''), site)).toEqual({ kind: 'booking', product: 'Momentum 90' });
    expect(pageButton(card('https://calendly.com/maya/intro'), site).kind).toBe('booking');
  });

  it('a plain button: a payment page, a booking page, a section of the page, mail, phone', () => {
    const button = (url: string) => pageButton(element('button', { text: 'Go', url }), site);
    expect(button('https://pay.thrivecart.com/momentum').kind).toBe('checkout');
    expect(button('https://coach.example/checkout').kind).toBe('checkout');
    expect(button('https://tidycal.com/maya').kind).toBe('booking');
    expect(button('https://coach.example/blog').kind).toBe('web');
    expect(button('#calendar').kind).toBe('booking');
    expect(button('')).toEqual({ kind: 'booking' });
    expect(button('#pricing')).toEqual({ kind: 'section', to: 'offer' });
    expect(button('#testimonial')).toEqual({ kind: 'section', to: 'proof' });
    expect(button('mailto:maya@example.com').kind).toBe('email');
    expect(button('tel:+15125550100').kind).toBe('phone');
    expect(pageButton(element('lead-form', { buttonText: 'Send' }), site).kind).toBe('send');
  });

  it('a checkout button’s label is never about a call; its product’s own name may say anything', () => {
    const checkout = { kind: 'checkout', product: 'Book Club VIP' } as const;
    expect(labelKeepsKind(checkout, 'Join Book Club VIP')).toBe(true);
    expect(labelKeepsKind(checkout, 'Book a call')).toBe(false);
    expect(labelKeepsKind(checkout, 'Talk to me first')).toBe(false);
    expect(labelKeepsKind({ kind: 'booking' }, 'Book a call')).toBe(true);
  });
});
