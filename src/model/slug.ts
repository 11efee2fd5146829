import { z } from 'zod';

export const SLUG_MAX = 60;

/**
 * Addresses no coach may choose: words that read as the product's own pages (a live page at
 * /s/admin or /s/login invites phishing), and ones a later feature may need.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'login',
  'logout',
  'signin',
  'signout',
  'signup',
  'register',
  'account',
  'accounts',
  'dashboard',
  'builder',
  'preview',
  'www',
  'mail',
  'email',
  'help',
  'support',
  'status',
  's',
  'p',
  'files',
  'static',
  'public',
  'blog',
  'docs',
  'coachsite',
  'settings',
  'billing',
  'leads',
  'crm',
  'root',
  'null',
  'undefined',
]);

export const RESERVED_SLUG_REASON = 'is reserved; choose another address';

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/** The shape of a live page address segment: lowercase letters, digits and single hyphens. */
export const slugFormatSchema = z
  .string()
  .max(SLUG_MAX, `must be at most ${SLUG_MAX} characters`)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'may hold only lowercase letters, digits and single hyphens (my-coaching-site)',
  );

/** An address a coach may choose: the right shape and not a reserved word. */
export const slugSchema = slugFormatSchema.refine(
  (slug) => !isReservedSlug(slug),
  RESERVED_SLUG_REASON,
);

/** The address a website's name suggests: "Thrive with Maya!" -> "thrive-with-maya". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'site';
}

/** The n-th address to try for a name: thrive-with-maya, thrive-with-maya-2, ...; always a valid slug. */
export function numberedSlug(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
