import { describe, expect, it } from 'vitest';
import { isSafeUrl, text } from './text';

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
