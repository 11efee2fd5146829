import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutKey } from './key-echoes';

/**
 * Issue 36: a provider that says a coach's key back, in whatever encoding, never gets it into the
 * log or an answer: each form is taken out, the rest of what it said is kept.
 */

/** Keys as a coach may paste them: visible ASCII, no spaces (what an HTTP header carries). */
const key = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  minLength: 20,
  maxLength: 80,
});
/** What a provider says around it (no letters of a key's alphabet, so a test sees only the echo). */
const words = fc.constantFrom('Incorrect API key provided:', 'invalid token', 'Unauthorized —', '');

const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');

/** Each way a provider may echo `k`, inside what it echoes (a header, a JSON body, a URL). */
const ENCODINGS: Record<string, (k: string) => string> = {
  raw: (k) => k,
  'a JSON string': (k) => JSON.stringify({ apiKey: k }),
  'JSON inside JSON': (k) => JSON.stringify(JSON.stringify({ apiKey: k })),
  'JSON with every symbol as \\u': (k) =>
    k.replace(/[^A-Za-z0-9]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  'URL-encoded': (k) => `https://api.example/v1?key=${encodeURIComponent(k)}`,
  'form-encoded': (k) => new URLSearchParams({ key: k }).toString(),
  'base64 of the Authorization header': (k) => b64(`Bearer ${k}`),
  'base64 of basic auth': (k) => b64(`user:${k}`),
  'base64url of the key': (k) => b64url(k),
  'base64 of the key alone': (k) => b64(k),
  hex: (k) => Buffer.from(k).toString('hex'),
  'HTML-escaped': (k) =>
    k.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
};

/** What can be read back out of `text`: it as it is, and every base64 or hex run decoded. */
function readable(text: string): string {
  const decoded = [...text.matchAll(/[A-Za-z0-9+/_-]{8,}/g)].flatMap(([run]) => [
    Buffer.from(run, 'base64').toString('latin1'),
    Buffer.from(run, 'base64url').toString('latin1'),
    /^[0-9a-f]+$/i.test(run) ? Buffer.from(run, 'hex').toString('latin1') : '',
  ]);
  let unescaped = text;
  try {
    unescaped = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // Not URL-encoded.
  }
  const html = text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return [text, unescaped, html, ...decoded].join('\n');
}

describe('a key a provider echoes', () => {
  for (const [encoding, encode] of Object.entries(ENCODINGS)) {
    it(`is taken out when echoed ${encoding}, and the provider's other words kept`, () => {
      fc.assert(
        fc.property(key, words, words, (k, before, after) => {
          const said = `${before} ${encode(k)} ${after}`;
          const shown = withoutKey(said, k, '[key]');
          // Fully taken out (not merely refused), the rest of what was said is kept.
          expect(shown, said).not.toBeNull();
          expect(shown).toContain(before);
          expect(shown).toContain(after);
          expect(readable(shown ?? '')).not.toContain(k);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('never shows an echo cut short: what the provider said is then not shown at all', () => {
    fc.assert(
      fc.property(key, fc.integer({ min: 16, max: 19 }), (k, length) => {
        for (const part of [k.slice(0, length), b64(k).slice(0, 24)]) {
          const shown = withoutKey(`Incorrect API key provided: ${part}...`, k, '[key]');
          expect(shown === null || !shown.includes(part)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
    const real = 'sk-proj-8fQ2xZr7LmNc4VbT1aYw9KdE';
    expect(withoutKey(`Incorrect API key provided: ${real.slice(0, 20)}...`, real, '[key]')).toBe(
      null,
    );
  });

  it('keeps what a provider says when it does not echo the key', () => {
    expect(
      withoutKey('The model `gpt-9` does not exist', 'sk-abcdefghijklmnopqrstuvwx', '[key]'),
    ).toBe('The model `gpt-9` does not exist');
    expect(withoutKey('anything', null, '[key]')).toBe('anything');
  });
});
