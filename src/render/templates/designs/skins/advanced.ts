import type { Skin } from '../skin';

const light = { muted: 'text-slate-600', tone: 'light' } as const;
const dark = { muted: 'text-violet-100', tone: 'dark' } as const;

/** Advanced: a deep gradient hero with glowing shapes, glassy layered cards, gradient actions. */
export const ADVANCED: Skin = {
  id: 'advanced',
  page: 'bg-white text-slate-700',
  container: 'mx-auto w-full max-w-6xl px-5 sm:px-8',
  space: 'py-16 md:py-28',
  header: { ...dark, className: 'border-b border-white/10 bg-violet-950 text-white' },
  footer: { ...dark, className: 'border-t border-white/10 bg-violet-950 text-violet-100' },
  hero: {
    ...dark,
    className: 'bg-gradient-to-br from-violet-950 via-violet-900 to-fuchsia-900 text-white',
  },
  heroDecor: [
    'absolute -top-24 -right-24 size-80 rounded-full bg-fuchsia-500/30 blur-3xl',
    'absolute -bottom-32 -left-24 size-96 rounded-full bg-violet-500/30 blur-3xl',
  ],
  heroAlign: 'center',
  surfaces: [
    { ...light, className: 'bg-white text-slate-900' },
    { ...light, className: 'bg-gradient-to-b from-violet-50 via-white to-pink-50 text-slate-900' },
  ],
  statement: { muted: 'text-slate-300', tone: 'dark', className: 'bg-slate-950 text-white' },
  bandSection: 'bg-white',
  band: {
    className: 'bg-gradient-to-br from-[var(--cs-primary)] to-[var(--cs-accent)] text-white',
    muted: 'text-white',
    tone: 'dark',
  },
  bandFrame:
    'rounded-[2rem] px-6 py-14 shadow-2xl shadow-violet-500/30 ring-1 ring-white/20 md:px-16 md:py-20',
  splitAlign: 'left',
  introAlign: 'center',
  brand: 'text-lg font-extrabold tracking-tight text-white',
  nav: 'font-medium text-violet-100 no-underline hover:text-white hover:underline',
  eyebrow: {
    light:
      'rounded-full bg-violet-100 px-4 py-1 text-sm font-semibold uppercase tracking-wider text-violet-800',
    dark: 'rounded-full bg-white/10 px-4 py-1 text-sm font-semibold uppercase tracking-wider text-pink-100 ring-1 ring-white/20',
  },
  h1: 'text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl',
  h2: 'text-3xl font-extrabold tracking-tight md:text-5xl',
  h3: 'text-xl font-bold',
  lead: 'text-lg leading-relaxed md:text-xl',
  body: 'text-lg leading-relaxed',
  card: 'rounded-3xl border border-white bg-white/80 p-6 text-slate-900 shadow-[0_20px_50px_-12px_rgb(124_58_237/0.25),10px_10px_0_-2px_#ede9fe,20px_20px_0_-4px_#fce7f3] backdrop-blur transition hover:-translate-y-1 md:p-8',
  cardAlign: 'left',
  cardTone: 'light',
  cardText: 'text-base leading-relaxed text-slate-600',
  quote:
    'rounded-3xl border border-white bg-white/80 text-slate-700 shadow-[0_20px_50px_-12px_rgb(124_58_237/0.25),10px_10px_0_-2px_#ede9fe] backdrop-blur',
  button: {
    light:
      'rounded-xl bg-gradient-to-r from-[var(--cs-primary)] to-[var(--cs-accent)] shadow-lg shadow-violet-500/30',
    dark: 'rounded-xl bg-white text-violet-950 shadow-lg shadow-black/20 hover:bg-violet-50',
  },
  link: { light: 'text-violet-700', dark: 'text-violet-100' },
  gradient: {
    light: 'from-[var(--cs-primary)] to-[var(--cs-accent)]',
    dark: 'from-violet-200 via-pink-200 to-amber-100',
  },
  rotated: 'rounded-lg bg-gradient-to-r from-pink-200 to-amber-200 text-violet-950',
  image: 'w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/30',
  frame:
    'rounded-3xl bg-white/80 p-3 shadow-2xl shadow-violet-500/20 ring-1 ring-violet-100 backdrop-blur',
};
