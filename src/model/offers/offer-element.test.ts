import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../element-types';
import { offerInputSchema } from './offer';
import { OFFER_CARD_TYPES, offerCardContent } from './offer-element';

const PROGRAMME = offerInputSchema.parse({
  name: 'Night Shift to Nine-to-Five',
  price: '1200',
  duration: '8 weeks',
  format: '1:1 video calls',
  includes: ['Eight weekly calls', 'CV rewrite', 'Interview practice', 'LinkedIn review'],
  checkoutLink: 'https://buy.stripe.com/nurse',
  bookingLink: 'https://calendly.com/jo/intro',
});

describe('Use my offer', () => {
  it('fills a pricing card with her name, price, what is included and her checkout link', () => {
    expect(offerCardContent('pricing-card', PROGRAMME)).toEqual({
      title: 'Night Shift to Nine-to-Five',
      price: '$1,200',
      description:
        '8 weeks, 1:1 video calls. Includes eight weekly calls, CV rewrite, interview practice and LinkedIn review.',
      buttonUrl: 'https://buy.stripe.com/nurse',
    });
  });

  it('lists what is included in a tier’s features and leads an offer card to her booking page', () => {
    const tier = offerCardContent('investment-tier', PROGRAMME);
    expect([tier.feature1, tier.feature2, tier.feature3]).toEqual([
      'Eight weekly calls',
      'CV rewrite',
      'Interview practice',
    ]);
    const card = offerCardContent('offer-card', PROGRAMME);
    expect(card.url).toBe('https://calendly.com/jo/intro');
    expect(card.description).toMatch(/^\$1,200\. 8 weeks/);
    expect(offerCardContent('pricing-option', PROGRAMME).originalPrice).toBe('');
  });

  it('sets only what she has filled, and only fields the card has', () => {
    const bare = offerInputSchema.parse({ name: 'VIP day' });
    expect(offerCardContent('pricing-card', bare)).toEqual({ title: 'VIP day' });
    for (const type of OFFER_CARD_TYPES) {
      const names = ELEMENT_TYPES[type].fields.map((f) => f.name as string);
      for (const field of Object.keys(offerCardContent(type, PROGRAMME))) {
        expect(names, `${type}.${field}`).toContain(field);
      }
    }
  });
});
