import type { Skin } from '../skin';

const dark = { muted: 'text-neutral-300', tone: 'dark' } as const;

/** Bold: black sections, huge uppercase type, yellow and red accents, hard offset shadows. */
export const BOLD: Skin = {
  id: 'bold',
  page: 'bg-neutral-950 text-neutral-100',
  container: 'mx-auto w-full max-w-7xl px-5 sm:px-8',
  space: 'py-16 md:py-28',
  header: { ...dark, className: 'border-b-4 border-[var(--cs-accent)] bg-black text-white' },
  footer: { ...dark, className: 'border-t-4 border-[var(--cs-accent)] bg-black text-white' },
  hero: { ...dark, className: 'bg-black text-white' },
  heroDecor: [
    'absolute -right-20 -top-20 hidden size-40 rotate-45 bg-[var(--cs-primary)] lg:block',
    'absolute inset-x-0 bottom-0 h-3 bg-[var(--cs-accent)]',
  ],
  heroAlign: 'left',
  surfaces: [
    { ...dark, className: 'bg-neutral-950 text-white' },
    { ...dark, className: 'bg-neutral-900 text-white' },
  ],
  statement: {
    muted: 'text-neutral-900',
    tone: 'light',
    className: 'bg-[var(--cs-accent)] text-black',
  },
  bandSection: 'bg-[var(--cs-primary)]',
  band: { muted: 'text-white', tone: 'dark', className: 'bg-[var(--cs-primary)] text-white' },
  bandFrame: '',
  splitAlign: 'left',
  introAlign: 'left',
  brand: 'text-xl font-black uppercase tracking-tight text-white',
  nav: 'font-bold uppercase tracking-wide text-white no-underline hover:text-[var(--cs-accent)]',
  eyebrow: {
    light: 'text-sm font-black uppercase tracking-[0.2em] text-black',
    dark: 'text-sm font-black uppercase tracking-[0.2em] text-[var(--cs-accent)]',
  },
  h1: 'text-5xl font-black uppercase leading-[0.95] tracking-tight sm:text-6xl lg:text-8xl',
  h2: 'text-4xl font-black uppercase leading-none tracking-tight md:text-6xl',
  h3: 'text-2xl font-extrabold uppercase tracking-tight',
  lead: 'text-lg leading-relaxed md:text-2xl',
  body: 'text-lg leading-relaxed',
  card: 'border-2 border-t-8 border-neutral-800 border-t-[var(--cs-accent)] bg-black p-6 text-white transition hover:-translate-y-1 hover:border-[var(--cs-accent)] md:p-8',
  cardAlign: 'left',
  cardTone: 'dark',
  cardText: 'text-base leading-relaxed text-neutral-300',
  quote: 'rounded-none border-2 border-neutral-800 bg-black text-neutral-100 shadow-none',
  button: {
    light:
      'rounded-none bg-black font-black uppercase tracking-wide text-white shadow-[6px_6px_0_0_var(--cs-primary)]',
    dark: 'rounded-none bg-[var(--cs-accent)] font-black uppercase tracking-wide text-black shadow-[6px_6px_0_0_#000]',
  },
  link: {
    light: 'font-bold uppercase text-black decoration-2',
    dark: 'font-bold uppercase text-[var(--cs-accent)] decoration-2',
  },
  gradient: {
    light: 'from-black to-red-800',
    dark: 'from-[var(--cs-accent)] to-amber-200',
  },
  rotated: 'bg-[var(--cs-primary)] font-black text-white',
  image:
    'w-full rounded-none border-4 border-[var(--cs-accent)] object-cover shadow-[12px_12px_0_0_var(--cs-primary)]',
  frame: 'border-4 border-[var(--cs-accent)] bg-white',
};
