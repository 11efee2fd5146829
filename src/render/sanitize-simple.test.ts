import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';
import { sanitizeSimpleRichText } from './sanitize-simple';

const PIECES = [
  'Hello',
  ' ',
  'world',
  '"quoted"',
  "it's",
  'café ✓',
  '\u00a0',
  '\n',
  '&amp;',
  '&lt;',
  '&gt;',
  '&quot;',
  '&#39;',
  '&nbsp;',
  '&copy;',
  '&#169;',
  '&',
  '&amp',
  '<',
  '>',
  '<b>',
  '</b>',
  '<strong>',
  '</strong>',
  '<i>',
  '</i>',
  '<em>',
  '</em>',
  '<u>',
  '</u>',
  '<span>',
  '</span>',
  '<mark>',
  '</mark>',
  '<sub>',
  '</sub>',
  '<br>',
  '<br/>',
  '<br />',
  '</br>',
  '<p>',
  '</p>',
  '<div>',
  '<strike>',
  '<script>',
  '</script>',
  '<a href="https://example.com/a?b=c#d">',
  '<a href="mailto:me@example.com">',
  '<a href="tel:+441234">',
  '<a href="javascript:alert(1)">',
  '<a href="https://x.com/?a=1&amp;b=2">',
  '<a href="/relative">',
  '<a href="https://x.com/?a=1&b=2">',
  '<a href="https://x.com/a b">',
  '<a>',
  '</a>',
  '<b class="x">',
  '<span style="color:red">',
  '<img src=x onerror=alert(1)>',
  '<!-- note -->',
  '{name}',
];

/** A small deterministic generator, so a failure names the same markup every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('simple rich text', () => {
  it('answers what sanitize-html answers, or leaves the markup to it', () => {
    const next = random(26);
    let simple = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const length = 1 + Math.floor(next() * 8);
      let html = '';
      for (let j = 0; j < length; j += 1) html += PIECES[Math.floor(next() * PIECES.length)];
      const answer = sanitizeSimpleRichText(html);
      if (answer === null) continue;
      simple += 1;
      expect({ html, answer }).toEqual({ html, answer: sanitizeRichText(html) });
    }
    // The fast path must cover a good share of the markup, or it is not doing its job.
    expect(simple).toBeGreaterThan(1000);
  });

  it('takes what the server stores and what a browser writes while typing', () => {
    for (const html of [
      'Build a <b>calmer</b> practice',
      'Tom &amp; Jerry&nbsp;<i>say</i> "hi"<br>',
      'Call <a href="tel:+441234567">me</a> or <a href="https://example.com/book">book</a>',
      '<strong><em>Both</em></strong>',
      '<a href="https://x.com/?a=1&amp;b=2">query</a>',
    ]) {
      expect(sanitizeSimpleRichText(html)).toBe(sanitizeRichText(html));
    }
  });

  it.each([
    '<b>unclosed',
    'stray</b>',
    '<b><i>crossed</b></i>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="https://x.com/?a=1&b=2">x</a>',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '&copy;',
    'a & b',
  ])('leaves %s to sanitize-html', (html) => {
    expect(sanitizeSimpleRichText(html)).toBeNull();
  });
});
