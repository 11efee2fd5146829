import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

/**
 * sanitize-html is pinned to 2.17.5 (its later releases declare Node 22). The advisories fixed
 * after it concern configurations that allow textarea/xmp or SVG; ours allows neither, and these
 * payloads from those advisories come out harmless.
 */
describe('rich text sanitising', () => {
  it('keeps inline formatting and safe links', () => {
    expect(sanitizeRichText('<b>Bold</b> <a href="https://example.com">link</a>')).toBe(
      '<b>Bold</b> <a href="https://example.com">link</a>',
    );
  });

  it.each([
    '<textarea></textarea/><img src=x onerror=alert(1)>',
    '<xmp></xmp/><img src=x onerror=alert(1)>',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
    '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
    '<a href="javascript:alert(1)">x</a>',
    '<img src=x onerror=alert(1)>',
  ])('leaves nothing that runs from %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<(img|svg|animate|set|textarea|xmp|script)\b/i);
    expect(clean).not.toMatch(/onerror|javascript:/i);
  });
});
