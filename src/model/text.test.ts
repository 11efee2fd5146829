import { describe, expect, it } from 'vitest';
import { httpsAddressProblem, isSafeUrl, parseWebAddress, text, urlProblem } from './text';

describe('isSafeUrl', () => {
  it.each([
    'https://example.com/book',
    'http://example.com',
    'mailto:maya@example.com',
    'tel:+15550100',
    '#calendar',
    '/about',
    '?ref=ig',
    '',
    '//cdn.example.com/x.png',
  ])('allows %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));
});

describe('text', () => {
  it('refuses characters PostgreSQL cannot store and text over the limit', () => {
    expect(text(10).safeParse('fine').success).toBe(true);
    expect(text(10).safeParse('nul\u0000').success).toBe(false);
    expect(text(10).safeParse('lone\ud800').success).toBe(false);
    expect(text(3).safeParse('four').success).toBe(false);
  });
});

describe('urlProblem', () => {
  it.each([
    'https://calendly.com/maya/intro',
    'http://example.com',
    'https://xn--caf-dma.example/book?x=1#top',
    'https://[::1]:8080/x',
    '//cdn.example.com/x.png',
    'mailto:maya@example.com',
    'tel:+1 555 0100',
    '#calendar',
    '/about',
    '',
  ])('accepts %j', (url) => expect(urlProblem(url)).toBeNull());

  it.each([
    'https://',
    'https://a b',
    'https://[x',
    'http://%zz',
    'https://x;script-src',
    'https://x,y',
    'https://example.com/"onload',
    "https://example.com/'x",
    'https://exa mple.com',
    'https://-bad-.com',
    'http://',
    '//',
    'javascript:alert(1)',
    '#a"b',
  ])('refuses %j with a reason', (url) => expect(urlProblem(url)).toMatch(/^must /));
});

describe('parseWebAddress', () => {
  it('answers a URL whose origin is only scheme, host and port', () => {
    expect(parseWebAddress('https://Calendly.com/maya')?.origin).toBe('https://calendly.com');
    expect(parseWebAddress('/relative')).toBeNull();
    expect(parseWebAddress('mailto:a@b.c')).toBeNull();
  });
});

describe('httpsAddressProblem (a booking page)', () => {
  it.each([
    'https://calendly.com/maya/intro',
    'https://api.leadconnectorhq.com/widget/booking/Xy12abc',
    'https://link.mayarivers.com/widget/booking/discovery',
    '',
  ])('accepts %j', (url) => expect(httpsAddressProblem(url)).toBeNull());

  it.each(['http://calendly.com/maya', 'calendly.com/maya', '#calendar', 'https://a b'])(
    'refuses %j',
    (url) => expect(httpsAddressProblem(url)).toMatch(/^must /),
  );
});
