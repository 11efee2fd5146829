import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bareLink } from '../../test/support/link-values';
import { brandKitSchema } from './brand/brand-kit';
import { contentSchemaFor, linkFields } from './element-content';
import { ELEMENT_TYPE_NAMES } from './element-types';
import { offerInputSchema } from './offers/offer';
import { websiteSettingsSchema } from './settings';
import { completeWebAddress } from './text';

/** Every link field in the registry, with the element type it belongs to. */
const LINK_FIELDS = ELEMENT_TYPE_NAMES.flatMap((type) =>
  linkFields(type).map((def) => ({ type, def })),
);

describe('an address pasted without https://', () => {
  it.each([
    ['calendly.com/jo/intro', 'https://calendly.com/jo/intro'],
    [' www.calendly.com/jo ', 'https://www.calendly.com/jo'],
    ['maya.coach', 'https://maya.coach'],
    ['buy.stripe.com/abc?plan=2#top', 'https://buy.stripe.com/abc?plan=2#top'],
  ])('completes %j to %j', (bare, full) => expect(completeWebAddress(bare)).toBe(full));

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:maya@example.com',
    'maya@example.com',
    'tel:+15125550100',
    '#calendar',
    '/book',
    'https://calendly.com/jo',
    'calendly dot com',
    'localhost/x',
  ])('leaves %j as it is', (value) => expect(completeWebAddress(value)).toBe(value));

  it('is completed in every link field of every element type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINK_FIELDS), bareLink, ({ type, def }, bare) => {
        const parsed = contentSchemaFor(type).parse({ [def.name]: bare });
        expect(parsed[def.name]).toBe(`https://${bare.trim()}`);
      }),
      { numRuns: 200 },
    );
  });

  it('is completed in the booking page, the privacy link, My offers and the brand kit', () => {
    const settings = websiteSettingsSchema.parse({
      bookingCalendar: { url: 'calendly.com/jo/intro' },
      privacyUrl: 'maya.coach/privacy',
    });
    expect(settings.bookingCalendar?.url).toBe('https://calendly.com/jo/intro');
    expect(settings.privacyUrl).toBe('https://maya.coach/privacy');
    const offer = offerInputSchema.parse({ name: 'Intro', bookingLink: 'calendly.com/jo/intro' });
    expect(offer.bookingLink).toBe('https://calendly.com/jo/intro');
    const kit = brandKitSchema.parse({ contact: { website: 'maya.coach' } });
    expect(kit.contact.website).toBe('https://maya.coach');
  });

  it('never completes a dangerous scheme: it is refused, saying why', () => {
    for (const url of ['javascript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,x']) {
      const refused = websiteSettingsSchema.safeParse({ bookingCalendar: { url } });
      expect(refused.success, url).toBe(false);
      expect(refused.error?.issues[0]?.message).toMatch(
        /^must not be a (javascript|data): address \(it could run code\)/,
      );
      const link = contentSchemaFor('button').safeParse({ url });
      expect(link.error?.issues[0]?.message).toMatch(/^must not be a (javascript|data): address/);
    }
  });
});
