import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT, safeNext } from './safe-next';

const ORIGIN = 'https://app.example';

/** Pieces attackers use to make a path leave the site, in any order. */
const hostilePiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '%09',
  '%0a',
  '%0D',
  '%2f',
  '%2F',
  '%5c',
  '%2e',
  '%2E%2e',
  '%00',
  '\t',
  '\n',
  '\r',
  ' ',
  '.',
  '..',
  '@',
  ':',
  'http:',
  'https://',
  'javascript:',
  'evil.example',
  '?',
  '#',
  '%',
  'a',
  '\u3002',
  '\uff0f',
);
/** Shaped like an attack: a leading slash, pieces browsers drop or decode, then a host. */
const attack = fc
  .tuple(
    fc.constantFrom('/', '', '\\', ' /'),
    fc.array(hostilePiece, { maxLength: 3 }),
    fc.constantFrom('/', '\\', ''),
    fc.constantFrom('evil.example', 'evil.example/phish', '@evil.example', ''),
  )
  .map((parts) => parts.flat().join(''));
const hostile = fc.oneof(
  attack,
  fc.array(hostilePiece, { maxLength: 8 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }).map((s) => `/${s}`),
);

describe('where sign-in sends the coach next', () => {
  it('keeps a plain path on this site, with its query and fragment, and sends anything else to the dashboard', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/builder/3',
      '/customer-avatars',
      '/builder/3?tab=share#top',
    ]) {
      expect(safeNext(path)).toBe(path);
    }
    for (const next of [
      null,
      '',
      'dashboard',
      '//evil.example',
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      '/%2f/evil.example',
      '/%2F%2Fevil.example',
      '/%5cevil.example',
      '/..//evil.example',
      '/a/../..//evil.example',
      '/%2e%2e//evil.example',
      '/a//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\nLocation: https://evil.example',
      '/builder/3 ',
    ]) {
      expect(safeNext(next), JSON.stringify(next)).toBe(DEFAULT_NEXT);
    }
  });

  it('never leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(hostile, (next) => {
        const result = safeNext(next);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result.startsWith('/\\')).toBe(false);
        const url = new URL(result, ORIGIN);
        expect(url.origin).toBe(ORIGIN);
        expect(url.pathname.startsWith('//')).toBe(false);
        // What the browser would resolve it to stays a path here too.
        expect(new URL(url.pathname + url.search, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
