import type { Skin } from '../skin';

const light = { muted: 'text-slate-600', tone: 'light' } as const;

/** Classic: clean and trustworthy; white and soft-grey sections, blue actions, rounded cards. */
export const CLASSIC: Skin = {
  id: 'default',
  page: 'bg-white text-slate-700',
  container: 'mx-auto w-full max-w-6xl px-5 sm:px-8',
  space: 'py-16 md:py-24',
  header: { ...light, className: 'border-b border-slate-200 bg-white text-slate-900' },
  footer: { ...light, className: 'border-t border-slate-200 bg-slate-50 text-slate-700' },
  hero: {
    ...light,
    className: 'bg-gradient-to-b from-blue-50 via-white to-white text-slate-900',
  },
  heroDecor: [
    'absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-blue-100/60 blur-3xl',
  ],
  heroAlign: 'center',
  surfaces: [
    { ...light, className: 'bg-white text-slate-900' },
    { ...light, className: 'bg-slate-50 text-slate-900' },
  ],
  statement: { ...light, className: 'bg-blue-50 text-slate-900' },
  bandSection: 'bg-white',
  band: { className: 'bg-[var(--cs-primary)] text-white', muted: 'text-blue-50', tone: 'dark' },
  bandFrame: 'rounded-3xl px-6 py-14 shadow-xl shadow-blue-900/20 md:px-16 md:py-20',
  splitAlign: 'left',
  introAlign: 'center',
  brand: 'text-lg font-extrabold tracking-tight text-slate-900',
  nav: 'font-medium text-slate-700 no-underline hover:text-[var(--cs-primary)] hover:underline',
  eyebrow: {
    light: 'text-sm font-semibold uppercase tracking-wider text-[var(--cs-primary)]',
    dark: 'text-sm font-semibold uppercase tracking-wider text-blue-100',
  },
  h1: 'text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl',
  h2: 'text-3xl font-bold tracking-tight md:text-4xl',
  h3: 'text-xl font-bold',
  lead: 'text-lg leading-relaxed md:text-xl',
  body: 'text-lg leading-relaxed',
  card: 'rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg md:p-8',
  cardAlign: 'left',
  cardTone: 'light',
  cardText: 'text-base leading-relaxed text-slate-600',
  quote: 'border border-slate-200 text-slate-700 shadow-sm',
  button: {
    light: 'rounded-lg',
    dark: 'rounded-lg bg-white text-[var(--cs-primary)] hover:bg-blue-50',
  },
  link: { light: 'text-[var(--cs-primary)]', dark: 'text-white' },
  gradient: {
    light: 'from-[var(--cs-primary)] to-cyan-700',
    dark: 'from-white to-amber-200',
  },
  rotated: 'rounded-md',
  image: 'w-full rounded-2xl object-cover shadow-xl',
  frame: 'rounded-2xl border border-slate-200 bg-white p-2 shadow-lg',
};
