import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';
import { FONTS } from '../src/model/fonts';

/**
 * npm run fonts: cuts each published-page font down to the characters nearly every coach's page
 * uses (printable ASCII and the typographic marks the templates use), between the weights the
 * templates use (400-900), and writes src/render/styles/fonts/: the files and basic-latin.css.
 * The stylesheet declares these faces after Fontsource's, so browsers use them for the characters
 * they cover and fetch Fontsource's full files only for a page that needs another character.
 */
const FAMILIES = Object.values(FONTS).map((font) => ({ name: font.face, file: font.file }));

/** Code point ranges in the subset: ASCII, no-break space, ©, °, ·, ×, dashes, quotes, •, …, €, ™, →. */
const RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2192, 0x2192],
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`));
const text = RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('');

const require = createRequire(import.meta.url);
const out = (name: string) =>
  fileURLToPath(new URL(`../src/render/styles/fonts/${name}`, import.meta.url));

const faces: string[] = [];
for (const family of FAMILIES) {
  const source = require.resolve(
    `@fontsource-variable/${family.file}/files/${family.file}-latin-wght-normal.woff2`,
  );
  const original = readFileSync(source);
  const subset = await subsetFont(original, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 900 } },
  });
  // Clamping some fonts' weight axis grows them; keep whichever is smaller.
  const unclamped = await subsetFont(original, text, { targetFormat: 'woff2' });
  const best = subset.length <= unclamped.length ? subset : unclamped;
  const file = `${family.file}-basic-wght.woff2`;
  writeFileSync(out(file), best);
  console.log(`${file}: ${original.length} -> ${best.length} bytes`);
  faces.push(`@font-face {
  font-family: '${family.name}';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./${file}) format('woff2-variations');
  unicode-range: ${unicodeRange.join(', ')};
}
`);
}

const css = `/* Made by npm run fonts (scripts/make-site-fonts.ts); do not edit. Declared after Fontsource's
   faces, so these small files serve the characters they cover. */
${faces.join('\n')}`;
const cssFile = out('basic-latin.css');
const config = await resolveConfig(cssFile);
writeFileSync(cssFile, await format(css, { ...config, filepath: cssFile }));
