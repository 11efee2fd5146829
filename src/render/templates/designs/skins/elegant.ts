import type { Skin } from '../skin';

const cream = { muted: 'text-stone-600', tone: 'light' } as const;

/** Elegant: serif headings, cream and white sections, fine double borders, centred layouts. */
export const ELEGANT: Skin = {
  id: 'elegant',
  page: 'bg-[#faf7f2] text-stone-700',
  container: 'mx-auto w-full max-w-6xl px-6 sm:px-10',
  space: 'py-20 md:py-28',
  header: { ...cream, className: 'border-b border-[#e8dfd0] bg-[#faf7f2] text-stone-900' },
  footer: { ...cream, className: 'border-t border-[#e8dfd0] bg-[#f3ede3] text-stone-700' },
  hero: { ...cream, className: 'bg-gradient-to-b from-[#f3ece0] to-[#faf7f2] text-stone-900' },
  heroDecor: ['absolute inset-3 border border-[#e8dfd0] sm:inset-4 md:inset-6'],
  heroAlign: 'center',
  surfaces: [
    { ...cream, className: 'bg-[#faf7f2] text-stone-900' },
    { ...cream, className: 'bg-white text-stone-900' },
  ],
  statement: { ...cream, className: 'bg-[#f3ece0] text-stone-900' },
  bandSection: 'bg-[#faf7f2]',
  band: {
    className: 'bg-[var(--cs-primary)] text-[#faf7f2]',
    muted: 'text-[#f5ecd9]',
    tone: 'dark',
  },
  bandFrame:
    'px-6 py-16 outline outline-1 -outline-offset-[12px] outline-[#e8d5b0]/60 md:px-16 md:py-20',
  splitAlign: 'center',
  introAlign: 'center',
  brand: 'text-xl font-medium italic text-stone-900',
  nav: 'text-sm uppercase tracking-[0.2em] text-stone-700 no-underline hover:text-[var(--cs-primary)]',
  eyebrow: {
    light:
      'inline-flex items-center gap-3 text-xs uppercase tracking-[0.3em] text-[#8a6a3d] before:h-px before:w-8 before:bg-[var(--cs-accent)] after:h-px after:w-8 after:bg-[var(--cs-accent)]',
    dark: 'inline-flex items-center gap-3 text-xs uppercase tracking-[0.3em] text-[#f5ecd9] before:h-px before:w-8 before:bg-current after:h-px after:w-8 after:bg-current',
  },
  h1: 'text-4xl font-normal leading-[1.12] sm:text-5xl lg:text-6xl',
  h2: 'text-3xl font-normal leading-snug md:text-5xl',
  h3: 'text-2xl font-medium',
  lead: 'text-lg leading-relaxed md:text-xl',
  body: 'text-lg leading-relaxed',
  card: 'border border-[#e8dfd0] bg-white p-8 text-center text-stone-900 outline outline-1 -outline-offset-8 outline-[#efe6d6] md:p-10',
  cardAlign: 'center',
  cardTone: 'light',
  cardText: 'text-base leading-relaxed text-stone-600',
  quote:
    'rounded-none border border-[#e8dfd0] bg-white p-8 text-stone-700 shadow-none [&_blockquote]:font-[family-name:var(--cs-heading-font)] [&_blockquote]:text-lg [&_blockquote]:italic',
  button: {
    light: 'rounded-none px-9 text-sm uppercase tracking-[0.12em] shadow-none md:tracking-[0.2em]',
    dark: 'rounded-none bg-[#faf7f2] px-9 text-sm uppercase tracking-[0.12em] text-[var(--cs-primary)] shadow-none md:tracking-[0.2em]',
  },
  link: {
    light: 'font-medium text-[var(--cs-primary)] decoration-[var(--cs-accent)]',
    dark: 'font-medium text-[#faf7f2]',
  },
  gradient: {
    light: 'from-[var(--cs-primary)] to-[#8a6a3d] font-normal italic',
    dark: 'from-[#faf7f2] to-[#e8d5b0] font-normal italic',
  },
  rotated:
    'bg-transparent px-2 font-normal normal-case italic text-[var(--cs-primary)] border-y border-[var(--cs-accent)]',
  image: 'w-full rounded-t-full object-cover',
  frame: 'border border-[#e8dfd0] bg-white p-3',
};
