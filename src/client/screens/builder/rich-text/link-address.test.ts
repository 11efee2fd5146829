import { describe, expect, it } from 'vitest';
import { checkLinkAddress } from './link-address';

describe('checkLinkAddress', () => {
  it('accepts secure web addresses and places on the page', () => {
    expect(checkLinkAddress(' https://pay.example.com/checkout ')).toEqual({
      ok: true,
      href: 'https://pay.example.com/checkout',
    });
    expect(checkLinkAddress('#calendar')).toEqual({ ok: true, href: '#calendar' });
    expect(checkLinkAddress('#book-a-call')).toEqual({ ok: true, href: '#book-a-call' });
  });

  it('refuses everything else with a reason', () => {
    for (const bad of [
      '',
      'javascript:alert(1)',
      'http://example.com',
      'example.com',
      'mailto:me@example.com',
      '#',
      '# calendar',
      'https://',
      'https://localhost',
      'https://exa mple.com',
    ]) {
      const check = checkLinkAddress(bad);
      expect(check.ok, bad).toBe(false);
      if (!check.ok) expect(check.message.length).toBeGreaterThan(10);
    }
    expect(checkLinkAddress('http://example.com')).toMatchObject({
      message: expect.stringContaining('https://'),
    });
  });
});
