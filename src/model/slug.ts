import { z } from 'zod';

export const SLUG_MAX = 60;

/** A live page address segment: lowercase letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .max(SLUG_MAX, `must be at most ${SLUG_MAX} characters`)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'may hold only lowercase letters, digits and single hyphens (my-coaching-site)',
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
