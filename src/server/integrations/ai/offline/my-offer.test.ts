import { describe, expect, it } from 'vitest';
import { SUGGESTED_FIGURES } from '../../../../model/ai/outputs';
import { EXAMPLE_AVATAR } from '../../../../model/avatars/example-avatar';
import { offerInputSchema } from '../../../../model/offers/offer';
import { offerPrompt, socialPrompt } from '../prompts';
import { offlineProvider } from './offline-provider';

const HERS = offerInputSchema.parse({
  name: 'Night Shift to Nine-to-Five',
  price: '1200',
  duration: '8 weeks',
  includes: ['Eight weekly calls'],
  bookingLink: 'https://calendly.com/jo/intro',
});
const signal = new AbortController().signal;
const brief = {
  avatar: EXAMPLE_AVATAR,
  variant: 0,
  serviceType: 'coaching',
  pricePoint: 'premium',
} as const;

describe('the writers and her own offer', () => {
  it('the grand-slam offer starts from her name and price; every other figure is a suggestion', async () => {
    const { output } = await offlineProvider.offer({ ...brief, myOffer: HERS }, signal);
    expect(output.name).toBe('Night Shift to Nine-to-Five');
    expect(output.price).toBe(1200);
    expect(output.suggested).not.toContain('price');
    expect(output.suggested).toEqual(
      expect.arrayContaining(['valueStack', 'bonuses', 'totalValue', 'guarantee', 'spots']),
    );
  });

  it('without an offer of her own, the price is a suggestion too', async () => {
    const { output } = await offlineProvider.offer({ ...brief, myOffer: null }, signal);
    expect(output.price).toBe(2997);
    expect(output.suggested).toEqual([...SUGGESTED_FIGURES]);
  });

  it('posts and the email ask the reader to book on her booking page', async () => {
    const social = await offlineProvider.social(
      { avatar: EXAMPLE_AVATAR, variant: 0, contentType: 'conversion', myOffer: HERS },
      signal,
    );
    for (const post of social.output.posts) {
      expect(post.callToAction).toContain('https://calendly.com/jo/intro');
    }
    const copy = await offlineProvider.killerCopy(
      { avatar: EXAMPLE_AVATAR, variant: 0, myOffer: HERS },
      signal,
    );
    expect(copy.output.email.body).toContain('Book your call here: https://calendly.com/jo/intro');
    const without = await offlineProvider.killerCopy(
      { avatar: EXAMPLE_AVATAR, variant: 0 },
      signal,
    );
    expect(without.output.email.body).not.toContain('calendly');
  });

  it('a model is told her facts are hers and which figures it may only suggest', () => {
    const prompt = offerPrompt({ ...brief, myOffer: HERS });
    expect(prompt).toContain('"price":"$1,200"');
    expect(prompt).toContain("Use her offer's name and her price ($1,200");
    expect(prompt).toContain('list each kind you suggest in "suggested"');
    expect(
      socialPrompt({
        avatar: EXAMPLE_AVATAR,
        variant: 0,
        contentType: 'conversion',
        myOffer: HERS,
      }),
    ).toContain('book a call at https://calendly.com/jo/intro');
  });
});
