import type { Skin } from '../skin';

const plain = {
  muted: 'text-neutral-600',
  tone: 'light',
  className: 'border-t border-neutral-200 bg-white text-neutral-950',
} as const;

/** Minimal: white space, thin rules, small uppercase labels and near-monochrome type. */
export const MINIMAL: Skin = {
  id: 'minimal',
  page: 'bg-white text-neutral-700',
  container: 'mx-auto w-full max-w-5xl px-6 sm:px-10',
  space: 'py-20 md:py-32',
  header: { ...plain, className: 'bg-white text-neutral-950' },
  footer: { ...plain, className: 'border-t border-neutral-200 bg-white text-neutral-700' },
  hero: { ...plain, className: 'bg-white text-neutral-950' },
  heroDecor: [],
  heroAlign: 'left',
  surfaces: [plain, plain],
  statement: plain,
  bandSection: 'border-t border-neutral-200 bg-white',
  band: { ...plain, className: 'border border-neutral-300 bg-white text-neutral-950' },
  bandFrame: 'px-6 py-16 md:px-16 md:py-24',
  splitAlign: 'left',
  introAlign: 'left',
  brand: 'text-base font-semibold tracking-tight text-neutral-950',
  nav: 'text-sm text-neutral-600 no-underline hover:text-neutral-950 hover:underline',
  eyebrow: {
    light: 'text-xs font-medium uppercase tracking-[0.25em] text-neutral-500',
    dark: 'text-xs font-medium uppercase tracking-[0.25em] text-neutral-300',
  },
  h1: 'text-4xl font-medium leading-[1.08] tracking-tight sm:text-5xl lg:text-7xl',
  h2: 'text-3xl font-medium tracking-tight md:text-4xl',
  h3: 'text-lg font-semibold tracking-tight',
  lead: 'text-lg leading-relaxed md:text-xl',
  body: 'text-base leading-loose md:text-lg',
  card: 'border-t border-neutral-950 pt-6 text-neutral-950',
  cardAlign: 'left',
  cardTone: 'light',
  cardText: 'text-base leading-relaxed text-neutral-600',
  quote: 'rounded-none border-l border-neutral-300 bg-transparent py-2 pl-6 pr-0 shadow-none',
  button: {
    light:
      'rounded-none bg-neutral-950 px-8 font-medium tracking-wide shadow-none hover:bg-neutral-800',
    dark: 'rounded-none bg-white px-8 font-medium tracking-wide text-neutral-950 shadow-none',
  },
  link: {
    light: 'font-medium text-neutral-950 decoration-[var(--cs-accent)] decoration-2',
    dark: 'font-medium text-white decoration-2',
  },
  gradient: {
    light: 'from-neutral-950 to-neutral-500 font-medium tracking-tight',
    dark: 'from-white to-neutral-400 font-medium tracking-tight',
  },
  rotated: '-rotate-1 bg-neutral-100 px-3 font-medium normal-case tracking-tight text-neutral-950',
  image: 'w-full object-cover',
  frame: 'border border-neutral-200 p-1',
};
