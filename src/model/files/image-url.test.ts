import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chosenImageUrl,
  fileImage,
  fileSegment,
  fileUrl,
  parseFileSegment,
  variantWidthOf,
  variantWidths,
  VARIANT_WIDTHS,
} from './image-url';

const ADDRESS_KEY = fc.string({
  unit: fc.constantFrom(...'0123456789abcdef'),
  minLength: 24,
  maxLength: 24,
});

describe('a file’s address', () => {
  it('names its id and key, and reads back what it was made from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), fc.option(ADDRESS_KEY), (id, key) => {
        expect(parseFileSegment(fileSegment(id, key))).toEqual({ id, key });
      }),
    );
    for (const bad of ['', 'x', '12-', '-12', '12-abc', '12-9f86d081884c7d659a2feaa0x', '1 2']) {
      expect(parseFileSegment(bad)).toBeNull();
    }
  });
});

describe('web-sized copies of a chosen image', () => {
  it('makes each copy width once, never wider than the picture, and one at most as wide as the largest', () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (width) => {
        const widths = variantWidths(width);
        expect(new Set(widths).size).toBe(widths.length);
        expect(widths).toEqual([...widths].sort((a, b) => a - b));
        expect(Math.max(...widths)).toBe(Math.min(width, 1600));
        expect(widths.every((w) => w <= width)).toBe(true);
        expect(widths.length).toBeLessThanOrEqual(VARIANT_WIDTHS.length);
      }),
    );
  });

  it('reads back the copies of any stored address, whatever the name, with or without a key', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.option(ADDRESS_KEY),
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/[/\\]/.test(s)),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        (id, key, name, width, height) => {
          const segment = fileSegment(id, key);
          const url = fileUrl(segment, name);
          const image = fileImage(chosenImageUrl({ url, width, height }));
          expect(image).not.toBeNull();
          if (!image) return;
          expect([image.width, image.height]).toEqual([width, height]);
          const listed = image.srcSet.split(', ').map((entry) => entry.split(' '));
          expect(listed.map(([, w]) => w)).toEqual(variantWidths(width).map((w) => `${w}w`));
          for (const [url, w] of listed) {
            expect(url?.startsWith(`/files/${segment}/`)).toBe(true);
            expect(variantWidthOf(decodeURIComponent(url?.split('/')[3] ?? ''))).toBe(
              Number(w?.slice(0, -1)),
            );
          }
          expect(image.src).toBe(listed[listed.length - 1]?.[0]);
        },
      ),
    );
  });

  it('leaves any other address alone', () => {
    for (const url of [
      'https://maya.coach/me.jpg',
      '/files/12/me.jpg',
      '/files/x/me.jpg?size=1x1',
      '/files/1/a/b.jpg?size=2x2',
      '/files/12-9F86D081884C7D659A2FEAA0/me.jpg?size=1x1', // keys are lower-case hex
      '/files/12-9f86d081884c7d659a2feaa/me.jpg?size=1x1', // one character short
      '/files/12-/me.jpg?size=1x1',
    ]) {
      expect(fileImage(url)).toBeNull();
    }
  });
});
