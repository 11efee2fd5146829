/**
 * Writes an interim SVG wireframe preview for every catalogue template to public/templates/{id}.svg.
 * Each preview sketches the template's starter sections in its own colours. Run with:
 *   npx tsx scripts/make-template-previews.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEMPLATES } from '../src/model/templates/catalogue';
import type { StarterSection, Template } from '../src/model/templates/types';

type Palette = {
  bg: [string, string];
  page: string;
  tint: string;
  accent: string;
  accent2: string;
  ink: string;
  hero: [string, string];
  muted: string;
  caption: string;
};

const PALETTES: Record<string, Palette> = {
  'coach-exact': p(['#2e1065', '#581c87'], '#fdf8f3', '#f5ece1', '#7e22ce', '#d4a24c', '#3b0764'),
  coach: p(['#0f2a4a', '#1e4976'], '#ffffff', '#eef4fb', '#1d4ed8', '#38bdf8', '#0f172a'),
  'coach-advanced': p(
    ['#4c1d95', '#be185d'],
    '#ffffff',
    '#f5f0ff',
    '#7c3aed',
    '#ec4899',
    '#1e1b4b',
  ),
  'coach-minimal': p(['#e5e7eb', '#f9fafb'], '#ffffff', '#f6f6f6', '#111827', '#9ca3af', '#111827'),
  'coach-bold': p(['#0a0a0a', '#27272a'], '#18181b', '#27272a', '#facc15', '#f97316', '#fafafa', [
    '#ea580c',
    '#7c2d12',
  ]),
  'coach-elegant': p(['#4a1d2a', '#7c2d3f'], '#fbf7f0', '#f3eadb', '#8b2c44', '#c9a25f', '#3f1d27'),
  'coaching-offer': p(
    ['#064e4b', '#0f766e'],
    '#ffffff',
    '#ecfdf8',
    '#0d9488',
    '#f59e0b',
    '#134e4a',
  ),
  'retreat-offer': p(['#7c3a1d', '#b45a32'], '#fffaf3', '#f7ecdc', '#c2410c', '#4d7c0f', '#431407'),
  'course-offer': p(['#1e1b4b', '#3730a3'], '#ffffff', '#eef2ff', '#4f46e5', '#10b981', '#1e1b4b'),
  'leadership-course': p(
    ['#111827', '#334155'],
    '#f8fafc',
    '#e2e8f0',
    '#b91c1c',
    '#0f172a',
    '#0f172a',
  ),
};

function p(
  bg: [string, string],
  page: string,
  tint: string,
  accent: string,
  accent2: string,
  ink: string,
  hero: [string, string] = [accent, ink],
): Palette {
  const lightBg = bg[0] === '#e5e7eb';
  return {
    bg,
    page,
    tint,
    accent,
    accent2,
    ink,
    hero,
    muted: page === '#18181b' ? '#52525b' : '#d4d4d8',
    caption: lightBg ? '#111827' : '#ffffff',
  };
}

/** Element types drawn as a row of cards rather than as lines of text. */
const CARD_TYPES = new Set([
  'point',
  'offer-card',
  'testimonial-card',
  'pricing-card',
  'retreat-feature',
  'course-module',
  'bonus-item',
  'stats-card',
  'pricing-option',
  'leadership-pillar',
  'executive-feature',
  'investment-tier',
  'executive-testimonial',
  'investment-box',
  'cohort-info',
  'testimonial-quote',
  'highlight-box',
  'transformation-metric',
  'retreat-date',
]);

const WEIGHTS: Record<string, number> = { header: 0.55, footer: 0.55, hero: 2.4 };

const W = 640;
const H = 400;
const WIN = { x: 36, y: 22, w: 568, h: 292 };
const BAR = 20;

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 3, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${r}" fill="${fill}"${extra}/>`;

function textLines(cx: number, y: number, width: number, count: number, fill: string): string {
  return Array.from({ length: count }, (_, i) => {
    const w = width * (i === count - 1 ? 0.7 : 1);
    return rect(cx - w / 2, y + i * 7, w, 3.5, fill, 2);
  }).join('');
}

function drawSection(
  s: StarterSection,
  x: number,
  y: number,
  w: number,
  h: number,
  c: Palette,
  i: number,
) {
  const types = s.elements.map((e) => e.type);
  const cx = x + w / 2;
  if (s.type === 'header' || s.type === 'footer') {
    const dark = s.type === 'footer';
    const pills = s.elements.filter((e) => e.type !== 'heading' && e.type !== 'paragraph');
    let out = rect(x, y, w, h, dark ? c.ink : c.page, 0);
    out += rect(x + 14, y + h / 2 - 4, 70, 8, dark ? c.muted : c.accent, 4);
    pills.forEach((_, k) => {
      const px = x + w - 16 - (pills.length - k) * (dark ? 16 : 46);
      out += dark
        ? `<circle cx="${px + 6}" cy="${y + h / 2}" r="5" fill="${c.accent2}"/>`
        : rect(px, y + h / 2 - 5, 40, 10, k % 2 ? c.accent2 : c.tint, 5);
    });
    return out;
  }
  const hero = s.type === 'hero';
  const bg = hero ? `url(#hero)` : i % 2 ? c.tint : c.page;
  const ink = hero ? '#ffffff' : c.ink;
  const cards = types.filter((t) => CARD_TYPES.has(t));
  let out = rect(x, y, w, h, bg, 0);
  let top = y + Math.min(14, h * 0.18);
  const buttonRoom = hero && types.includes('button') ? 20 : 0;
  const titled = s.title || types.includes('heading') || types.includes('subheading');
  // A short section of cards drops its title bar so the cards stay visible.
  const cramped = cards.length > 0 && !hero && h - 14 - 14 - 10 < 14;
  if ((titled && !cramped) || hero) {
    const hw = hero ? w * 0.62 : w * 0.38;
    out += rect(cx - hw / 2, top, hw, hero ? 11 : 7, ink, 3, ' opacity="0.9"');
    if (hero) out += rect(cx - hw * 0.35, top + 15, hw * 0.7, 11, ink, 3, ' opacity="0.9"');
    top += hero ? 34 : 14;
  }
  if (cards.length > 0) {
    const n = Math.min(cards.length, 4);
    const gap = 10;
    const cw = Math.min(110, (w * 0.86 - gap * (n - 1)) / n);
    const ch = Math.max(12, y + h - top - 10 - buttonRoom);
    const start = cx - (n * cw + (n - 1) * gap) / 2;
    for (let k = 0; k < n; k++) {
      const kx = start + k * (cw + gap);
      out += rect(kx, top, cw, ch, hero ? 'rgba(255,255,255,0.18)' : c.page, 6);
      out += `<rect x="${kx.toFixed(1)}" y="${top.toFixed(1)}" width="${cw.toFixed(1)}" height="${ch.toFixed(1)}" rx="6" fill="none" stroke="${c.accent}" stroke-opacity="0.35"/>`;
      out += rect(kx + 8, top + 7, cw * 0.5, 4, c.accent, 2);
      if (ch > 24)
        out += textLines(
          kx + cw / 2,
          top + 16,
          cw - 16,
          Math.min(3, Math.floor((ch - 18) / 8)),
          c.muted,
        );
    }
  } else {
    const paragraphs = types.filter((t) => t !== 'heading' && t !== 'button').length;
    const room = Math.floor((y + h - top - (types.includes('button') ? 20 : 6)) / 7);
    const lines = Math.max(0, Math.min(room, paragraphs + 1));
    out += textLines(cx, top, w * 0.5, lines, hero ? 'rgba(255,255,255,0.6)' : c.muted);
    top += lines * 7 + 4;
  }
  if (types.includes('button') && (cards.length === 0 || hero)) {
    const by = Math.min(top, y + h - 16);
    out += rect(cx - 40, cards.length ? y + h - 16 : by, 80, 12, hero ? c.accent2 : c.accent, 6);
  }
  return out;
}

function preview(t: Template): string {
  const c = PALETTES[t.id];
  if (!c) throw new Error(`no preview palette for template ${t.id}`);
  const serif = t.defaultFont === 'playfair';
  const font = serif ? "Georgia, 'Times New Roman', serif" : "'Helvetica Neue', Arial, sans-serif";
  const weights = t.starter.map((s) => WEIGHTS[s.type] ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const inner = WIN.h - BAR;
  let y = WIN.y + BAR;
  const sections = t.starter
    .map((s, i) => {
      const h = (inner * (weights[i] ?? 1)) / total;
      const out = drawSection(s, WIN.x, y, WIN.w, h, c, i);
      y += h;
      return out;
    })
    .join('\n    ');
  const subtitle = `${t.family === 'offer' ? 'Offer page' : t.family === 'exact' ? 'Book-a-call page' : 'Website design'} · ${t.starter.length} sections`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(t.name)} template preview">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg[0]}"/><stop offset="1" stop-color="${c.bg[1]}"/></linearGradient>
    <linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.hero[0]}"/><stop offset="1" stop-color="${c.hero[1]}"/></linearGradient>
    <clipPath id="win"><rect x="${WIN.x}" y="${WIN.y}" width="${WIN.w}" height="${WIN.h}" rx="10"/></clipPath>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-opacity="0.25"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect x="${WIN.x}" y="${WIN.y}" width="${WIN.w}" height="${WIN.h}" rx="10" fill="${c.page}" filter="url(#shadow)"/>
  <g clip-path="url(#win)">
    ${rect(WIN.x, WIN.y, WIN.w, BAR, '#e5e7eb', 0)}
    <circle cx="${WIN.x + 12}" cy="${WIN.y + 10}" r="3.5" fill="#f87171"/><circle cx="${WIN.x + 24}" cy="${WIN.y + 10}" r="3.5" fill="#fbbf24"/><circle cx="${WIN.x + 36}" cy="${WIN.y + 10}" r="3.5" fill="#34d399"/>
    ${rect(WIN.x + 180, WIN.y + 5, 208, 10, '#ffffff', 5)}
    ${sections}
  </g>
  <text x="${WIN.x}" y="352" font-family="${font}" font-size="24" font-weight="700" fill="${c.caption}">${esc(t.name)}</text>
  <text x="${WIN.x}" y="376" font-family="'Helvetica Neue', Arial, sans-serif" font-size="13" fill="${c.caption}" opacity="0.75">${esc(subtitle)}</text>
  ${t.featured ? `<rect x="${W - WIN.x - 110}" y="334" width="110" height="26" rx="13" fill="${c.accent2}"/><text x="${W - WIN.x - 55}" y="351" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="11" font-weight="700" fill="#ffffff">EXACT REPLICA</text>` : ''}
</svg>
`;
}

const outDir = fileURLToPath(new URL('../public/templates/', import.meta.url));
mkdirSync(outDir, { recursive: true });
for (const t of TEMPLATES) {
  writeFileSync(`${outDir}${t.id}.svg`, preview(t));
  console.log(`wrote public/templates/${t.id}.svg`);
}
