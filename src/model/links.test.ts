import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badLink, goodCheckoutLink, goodLink } from '../../test/support/link-values';
import { contentSchemaFor, fieldProblem, linkFields } from './element-content';
import { ELEMENT_TYPE_NAMES, ELEMENT_TYPES } from './element-types';
import { linkHref, linkProblem } from './links';
import { websiteSettingsSchema } from './settings';
import { SOCIAL_NETWORKS } from './site-profile';

describe('linkProblem', () => {
  it.each([
    'https://calendly.com/maya/intro',
    'HTTPS://pay.example.com/checkout?plan=2#top',
    ' https://x.example/a ',
    'mailto:maya@example.com',
    'mailto:maya@example.com?subject=Discovery%20call',
    'tel:+15125550100',
    'tel:+1-512-555-0100',
    '#calendar',
    '#final-cta',
    '#',
    '',
  ])('takes %j', (url) => expect(linkProblem(url)).toBeNull());

  it.each([
    ['calendly dot com slash me', /^must be an https:\/\/ address or a place on this page/],
    ['calendly.com/me', /^must be an https:\/\/ address/],
    ['http://calendly.com/me', /^must be an https:\/\/ address/],
    ['javascript:alert(1)', /^must be an https:\/\/ address/],
    ['data:text/html,x', /^must be an https:\/\/ address/],
    ['ftp://files.example.com', /^must be an https:\/\/ address/],
    ['//evil.com', /^must be an https:\/\/ address/],
    ['/book', /^must be an https:\/\/ address/],
    ['https://calendly .com/me', /^must be a web address without spaces/],
    ['https://', /^must be a full web address/],
    ['mailto:maya', /^must be an email link/],
    ['mailto:maya@example.com?subject=a"b', /^must be an email link/],
    ['tel:+1 512 555 0100', /^must be a phone link/],
    ['tel:call me', /^must be a phone link/],
    ['#9lives', /^must be a place on this page/],
    ['#a b', /^must be a place on this page/],
  ])('refuses %j with a reason', (url, reason) => expect(linkProblem(url)).toMatch(reason));

  describe("a card button's link (the checkout rule)", () => {
    it.each([
      'https://buy.stripe.com/abc123',
      'https://pay.example.com/checkout?plan=2#top',
      '#calendar',
      ' #pricing ',
      '',
    ])('takes %j', (url) => expect(linkProblem(url, 'checkout')).toBeNull());

    it.each([
      'javascript:alert(1)',
      'http://x y',
      'http://pay.example.com',
      'mailto:maya@example.com',
      'tel:+15125550100',
      '/checkout',
      '#',
      '#9lives',
      '#a b',
      'https://',
    ])('refuses %j with a reason', (url) => expect(linkProblem(url, 'checkout')).toMatch(/^must /));
  });
});

describe('linkHref: the address a page draws a link with', () => {
  it.each([
    ['https://x.example/a', 'https://x.example/a'],
    [' #calendar ', '#calendar'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['tel:+15125550100', 'tel:+15125550100'],
    // Stored before links were checked this strictly: it still leads where the coach meant.
    ['http://calendly.com/me', 'http://calendly.com/me'],
  ])('draws %j as %j', (url, href) => expect(linkHref(url)).toBe(href));

  it.each([
    '',
    'calendly dot com slash me',
    'calendly.com/me',
    '/book',
    '//evil.com',
    'javascript:alert(1)',
    'data:text/html,x',
    'http://a b',
  ])('draws no address for %j', (url) => expect(linkHref(url)).toBeNull());
});

/** Every link field in the registry, with the element type it belongs to. */
const LINK_FIELDS = ELEMENT_TYPE_NAMES.flatMap((type) =>
  linkFields(type).map((def) => ({ type, def })),
);

describe('every link field of every element type (the registry)', () => {
  it('declares its links as links: a field named for an address is of kind url (or an image)', () => {
    for (const type of ELEMENT_TYPE_NAMES) {
      for (const def of ELEMENT_TYPES[type].fields) {
        if (/url|link|href|address/i.test(def.name)) {
          expect(['url', 'image'], `${type}.${def.name}`).toContain(def.kind);
        }
      }
    }
    expect(LINK_FIELDS.map(({ type, def }) => `${type}.${def.name}`)).toEqual(
      expect.arrayContaining([
        'button.url',
        'link.url',
        'social-link.url',
        'pricing-card.buttonUrl',
      ]),
    );
  });

  it('refuses every bad link, naming the field, and takes every good one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LINK_FIELDS),
        badLink,
        goodLink,
        goodCheckoutLink,
        ({ type, def }, bad, good, checkout) => {
          const schema = contentSchemaFor(type);
          const refused = schema.safeParse({ [def.name]: bad });
          expect(refused.success, `${type}.${def.name} ${JSON.stringify(bad)}`).toBe(false);
          expect(refused.error?.issues[0]?.path).toEqual([def.name]);
          expect(fieldProblem(def, bad)).toMatch(/^must /);

          const fine = def.linkRule === 'checkout' ? checkout : good;
          expect(schema.safeParse({ [def.name]: fine }).success, `${type}: ${fine}`).toBe(true);
          expect(fieldProblem(def, fine)).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes the good links of the issue in every field that is not a card button', () => {
    for (const { type, def } of LINK_FIELDS) {
      const good =
        def.linkRule === 'checkout'
          ? ['https://x.example/a', '#calendar']
          : ['https://x.example/a', 'mailto:a@b.co', 'tel:+15125550100', '#calendar'];
      for (const url of good) expect(fieldProblem(def, url), `${type}: ${url}`).toBeNull();
    }
  });

  it('keeps a link stored before the check when content is copied as stored', () => {
    for (const { type, def } of LINK_FIELDS) {
      const old = { [def.name]: 'http://calendly.com/me' };
      expect(contentSchemaFor(type).safeParse(old).success).toBe(false);
      expect(contentSchemaFor(type, 'kept').safeParse(old).success).toBe(true);
      const unsafe = { [def.name]: 'javascript:alert(1)' };
      expect(contentSchemaFor(type, 'kept').safeParse(unsafe).success).toBe(false);
    }
  });
});

describe('the links in a website’s settings a visitor follows', () => {
  const fields: [string, (url: string) => unknown][] = [
    ['privacyUrl', (url) => ({ privacyUrl: url })],
    ...SOCIAL_NETWORKS.map((n): [string, (url: string) => unknown] => [
      `social.${n.key}`,
      (url) => ({ social: { [n.key]: url } }),
    ]),
  ];

  it('refuse every bad link and take a secure web page', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), badLink, ([path, settings], bad) => {
        const refused = websiteSettingsSchema.safeParse(settings(bad));
        expect(refused.success, `${path} ${JSON.stringify(bad)}`).toBe(false);
        expect(refused.error?.issues[0]?.path.join('.')).toBe(path);
        expect(websiteSettingsSchema.safeParse(settings('https://x.example/a')).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
