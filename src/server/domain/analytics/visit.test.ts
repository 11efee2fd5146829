import { describe, expect, it } from 'vitest';
import { visitOf, type ServedPage } from './visit';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function served(
  headers: ServedPage['headers'],
  query: ServedPage['query'] = {},
  now = Date.parse('2026-11-25T23:59:59Z'),
): ServedPage {
  return {
    publicationId: 7,
    now,
    address: '203.0.113.9',
    headers: { 'user-agent': BROWSER, ...headers },
    query,
    ownHost: 'pages.example.com:5000',
  };
}

describe('a served page as a visit', () => {
  it('is counted on its UTC day, with its referrer host and campaign', () => {
    const visit = visitOf(
      served(
        { referer: 'https://www.Instagram.com/p/abc?x=1' },
        {
          utm_source: '  newsletter ',
          utm_medium: ['email', 'other'],
          utm_campaign: 'x'.repeat(300),
        },
      ),
    );
    expect(visit).toMatchObject({
      day: '2026-11-25',
      referrerHost: 'instagram.com',
      device: 'desktop',
      campaign: { source: 'newsletter', medium: 'email', campaign: 'x'.repeat(100) },
    });
  });

  it.each([
    ['the page’s own host, on any port', 'http://pages.example.com/s/maya'],
    ['no referrer', ''],
    ['a script address', 'javascript:alert(1)'],
    ['nonsense', 'not a url'],
  ])('counts %s as direct', (_what, referer) => {
    expect(visitOf(served({ referer }))?.referrerHost).toBe('(direct)');
  });

  it.each([
    ['a search engine’s crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['a script', { 'user-agent': 'python-requests/2.31' }],
    ['no browser name', { 'user-agent': '' }],
    ['a prefetch', { 'sec-purpose': 'prefetch;prerender' }],
    ['a Firefox prefetch', { 'x-moz': 'prefetch' }],
    ['an older Chrome prefetch', { purpose: 'prefetch' }],
  ])('leaves out %s', (_what, headers) => {
    expect(visitOf(served(headers))).toBeNull();
  });

  it('has no campaign without utm parameters', () => {
    expect(visitOf(served({}, { ref: 'x' }))?.campaign).toBeNull();
    expect(visitOf(served({}, { utm_source: '   ' }))?.campaign).toBeNull();
  });

  it('has a campaign with any one of its utm parameters', () => {
    expect(visitOf(served({}, { utm_medium: 'email' }))?.campaign).toEqual({
      source: '',
      medium: 'email',
      campaign: '',
    });
  });

  it('counts a browser that names another purpose than prefetching', () => {
    expect(visitOf(served({ 'sec-purpose': 'navigate' }))).not.toBeNull();
  });

  it('is counted on the UTC day of its moment, whatever the views before it', () => {
    const dayAt = (moment: string) => visitOf(served({}, {}, Date.parse(moment)))?.day;
    expect(dayAt('2026-11-25T23:59:59.999Z')).toBe('2026-11-25');
    expect(dayAt('2026-11-26T00:00:00.000Z')).toBe('2026-11-26');
    expect(dayAt('2026-11-26T23:59:59.999Z')).toBe('2026-11-26');
    expect(dayAt('2026-11-25T23:59:59.999Z')).toBe('2026-11-25'); // a clock set back
    expect(dayAt('2027-03-01T12:00:00Z')).toBe('2027-03-01');
    expect(dayAt('2026-11-26T00:00:00.000Z')).toBe('2026-11-26');
  });

  it('tells bots and devices apart the same the second time a User-Agent is seen', () => {
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    for (let time = 0; time < 2; time++) {
      expect(visitOf(served({ 'user-agent': phone }))?.device).toBe('mobile');
      expect(visitOf(served({}))?.device).toBe('desktop');
      expect(
        visitOf(served({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })),
      ).toBeNull();
      expect(visitOf(served({ 'user-agent': phone, 'sec-purpose': 'prefetch' }))).toBeNull();
    }
  });

  it('still tells them apart after more User-Agents than it remembers', () => {
    for (let i = 0; i < 2500; i++) {
      const agent = i % 2 ? `${BROWSER} build/${i}` : `crawler-bot/${i}`;
      expect(visitOf(served({ 'user-agent': agent })) === null).toBe(i % 2 === 0);
    }
  });
});
