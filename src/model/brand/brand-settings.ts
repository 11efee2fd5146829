import type { WebsiteSettings } from '../settings';
import type { Theme } from '../theme';
import type { BrandKit } from './brand-kit';

type Brandable = Pick<WebsiteSettings, 'theme' | 'brand' | 'contact' | 'social'>;

const filled = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  ) as Partial<T>;

/**
 * The parts of a website's settings the brand kit sets: its colours and fonts (the theme), its
 * logo, and its contact and social links. Only what the kit has filled; the rest is left alone.
 */
export function brandSettings(kit: BrandKit, logoUrl: string | null): Brandable {
  const theme: Theme = filled({
    primaryColor: kit.colors.primary,
    accentColor: kit.colors.accent,
    headingFont: kit.fonts.heading ?? undefined,
    bodyFont: kit.fonts.body ?? undefined,
  });
  const contact = filled({ email: kit.contact.email, phone: kit.contact.phone });
  // A page's social links are https only (settings.ts); a kit's http:// profile is the same page
  // over https on every network the kit names.
  const social = filled(
    Object.fromEntries(
      Object.entries(kit.social).map(([network, url]) => [
        network,
        url.replace(/^http:\/\//i, 'https://'),
      ]),
    ) as BrandKit['social'],
  );
  return {
    ...(Object.keys(theme).length > 0 ? { theme } : {}),
    ...(logoUrl ? { brand: { logoUrl } } : {}),
    ...(Object.keys(contact).length > 0 ? { contact } : {}),
    ...(Object.keys(social).length > 0 ? { social } : {}),
  };
}

const GROUPS = ['theme', 'brand', 'contact', 'social'] as const;

/** `base` with `over` laid on top, group by group: what `over` sets wins, the rest of `base` stays. */
export function layerSettings(base: WebsiteSettings, over: Brandable): WebsiteSettings {
  const result: WebsiteSettings = { ...base };
  for (const group of GROUPS) {
    const top = over[group];
    if (top) Object.assign(result, { [group]: { ...base[group], ...top } });
  }
  return result;
}
