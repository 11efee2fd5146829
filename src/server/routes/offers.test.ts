import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/support/test-app';
import { OFFER_LIMITS, type Offer, type OffersAnswer } from '../../model/offers/offer';

const t = setupTestApp();

type Failure = { error: { message: string; fields?: Record<string, string> } };

const PROGRAMME = {
  name: 'Night Shift to Nine-to-Five',
  price: '1,200',
  currency: 'USD',
  duration: '8 weeks',
  format: '1:1 calls',
  includes: ['Eight weekly calls', 'CV rewrite'],
  checkoutLink: 'https://buy.stripe.com/nurse-programme',
  bookingLink: 'https://calendly.com/jo/intro',
};

const list = async (as?: string) =>
  ((await t.call('GET', '/api/offers', undefined, as)).body as OffersAnswer).offers;

describe('My offers', () => {
  it('keeps an offer with its price, lines and links, and answers it back', async () => {
    const created = await t.call('POST', '/api/offers', PROGRAMME);
    expect(created.status).toBe(201);
    const offer = created.body as Offer;
    expect(offer).toMatchObject({ ...PROGRAMME, price: '1200' });
    expect((await t.call('GET', `/api/offers/${offer.id}`)).body).toEqual(offer);
    const bare = (await t.call('POST', '/api/offers', { name: 'Free call', price: '49.5' }))
      .body as Offer;
    expect(bare).toMatchObject({ price: '49.50', currency: 'USD', includes: [], bookingLink: '' });
    expect((await list()).map((o) => o.name)).toEqual([PROGRAMME.name, 'Free call']);
  });

  it('replaces an offer on PUT (its own answer may be sent back) and deletes it', async () => {
    const offer = (await t.call('POST', '/api/offers', { name: 'Draft' })).body as Offer;
    const put = await t.call('PUT', `/api/offers/${offer.id}`, {
      ...offer,
      name: 'VIP day',
      price: '2500',
      currency: 'GBP',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'VIP day', price: '2500', currency: 'GBP' });
    expect((await t.call('DELETE', `/api/offers/${offer.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/offers/${offer.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/offers/${offer.id}`)).status).toBe(404);
  });

  it('refuses bad input by the field at fault and stores nothing', async () => {
    const [offer] = await list();
    const before = await list();
    const bad: [unknown, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(OFFER_LIMITS.name + 1) }, 'name'],
      [{ name: 'ok', price: 'twelve hundred' }, 'price'],
      [{ name: 'ok', price: '-5' }, 'price'],
      [{ name: 'ok', price: '12.345' }, 'price'],
      [{ name: 'ok', price: '123456789' }, 'price'],
      [{ name: 'ok', currency: 'DOGE' }, 'currency'],
      [{ name: 'ok', duration: 'x'.repeat(OFFER_LIMITS.duration + 1) }, 'duration'],
      [{ name: 'ok', includes: [''] }, 'includes.0'],
      [{ name: 'ok', includes: Array.from({ length: 21 }, (_, i) => `line ${i}`) }, 'includes'],
      [{ name: 'ok', checkoutLink: 'http://buy.example.com' }, 'checkoutLink'],
      [{ name: 'ok', checkoutLink: 'javascript:alert(1)' }, 'checkoutLink'],
      [{ name: 'ok', bookingLink: '#calendar' }, 'bookingLink'],
      [{ name: 'ok', bookingLink: 'https://cal endly.com' }, 'bookingLink'],
      [{ name: 'ok', owner: 2 }, 'owner'],
    ];
    for (const [body, field] of bad) {
      for (const [method, path] of [
        ['POST', '/api/offers'],
        ['PUT', `/api/offers/${offer?.id}`],
      ] as const) {
        const answer = await t.call(method, path, body);
        expect(answer.status, `${method} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        const fields = (answer.body as Failure).error.fields ?? {};
        expect(Object.keys(fields), JSON.stringify(fields)).toContain(field);
      }
    }
    expect(await list()).toEqual(before);
  });

  it('another coach sees none of her offers and cannot touch them', async () => {
    const [mine] = await list();
    const other = await t.signUp('other-offers@example.com');
    expect(await list(other)).toEqual([]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await t.call(method, `/api/offers/${mine?.id}`, body, other);
      expect(answer.status, method).toBe(404);
    }
    expect((await t.call('GET', `/api/offers/${mine?.id}`)).body).toEqual(mine);
  });

  it(`keeps at most ${OFFER_LIMITS.perCoach} offers a coach`, async () => {
    const coach = await t.signUp('many-offers@example.com');
    for (let i = 0; i < OFFER_LIMITS.perCoach; i++) {
      expect((await t.call('POST', '/api/offers', { name: `Offer ${i}` }, coach)).status).toBe(201);
    }
    const full = await t.call('POST', '/api/offers', { name: 'One more' }, coach);
    expect(full.status).toBe(409);
    expect((full.body as Failure).error.message).toContain(`up to ${OFFER_LIMITS.perCoach} offers`);
  });
});
