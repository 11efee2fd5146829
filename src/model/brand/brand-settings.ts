import type { WebsiteSettings } from '../settings';
import type { Theme } from '../theme';
import { ownFileSegment } from '../files/file-images';
import { parseFileSegment } from '../files/image-url';
import { brandKitSchema, emptyBrandKit, type BrandKit, type BrandKitInput } from './brand-kit';

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

/**
 * A new brand kit started from what the coach typed in a website's Design tab: what the two share
 * (the colours and fonts, the logo when it is one of her files, the email, phone and social links).
 * The logo is named by its file's id; whether that file is still hers is the caller's to check.
 */
export function kitFromSettings(settings: WebsiteSettings): BrandKit {
  const { theme, contact, social } = settings;
  const segment = ownFileSegment(settings.brand?.logoUrl);
  const input: BrandKitInput = {
    logoFileId: segment ? (parseFileSegment(segment)?.id ?? null) : null,
    colors: { primary: theme?.primaryColor ?? '', accent: theme?.accentColor ?? '' },
    fonts: { heading: theme?.headingFont ?? null, body: theme?.bodyFont ?? null },
    contact: { email: contact?.email ?? '', phone: contact?.phone ?? '' },
    social: { ...social },
  };
  const kit = brandKitSchema.safeParse(input);
  if (kit.success) return kit.data;
  // A value kept from before today's rules (an old address, say) leaves its group out, not all.
  const refused = new Set(kit.error.issues.map((issue) => issue.path[0]));
  const rest = Object.fromEntries(Object.entries(input).filter(([group]) => !refused.has(group)));
  return brandKitSchema.safeParse(rest).data ?? emptyBrandKit();
}
