import { z } from 'zod';
import { FILE_SEGMENT } from './files/image-url';
import { httpsAddressValue, text, webAddressProblem } from './text';

/** The social networks a page's footer links to, in the order it shows them. */
export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram', example: 'https://instagram.com/yourname' },
  { key: 'facebook', label: 'Facebook', example: 'https://facebook.com/yourpage' },
  { key: 'linkedin', label: 'LinkedIn', example: 'https://linkedin.com/in/yourname' },
  { key: 'youtube', label: 'YouTube', example: 'https://youtube.com/@yourchannel' },
  { key: 'tiktok', label: 'TikTok', example: 'https://tiktok.com/@yourname' },
  { key: 'x', label: 'X (Twitter)', example: 'https://x.com/yourname' },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

/** A picture from the coach's Personal Storage, served by this app: /files/{id}-{key}/{name}. */
const OWN_FILE = new RegExp(`^/files/${FILE_SEGMENT}/[^\\s"'<>\\\\?#]+$`);

export const isOwnFileAddress = (value: string): boolean => OWN_FILE.test(value.trim());

/**
 * An image the published page loads: one of the coach's own files, or an https address elsewhere
 * (the page's policy allows no other).
 */
export const secureImageValue = text(2048).superRefine((value, ctx) => {
  const trimmed = value.trim();
  if (trimmed === '' || OWN_FILE.test(trimmed)) return;
  const problem = webAddressProblem(trimmed);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
  else if (/^http:\/\//i.test(trimmed)) {
    ctx.addIssue({ code: 'custom', message: 'must start with https://' });
  }
});

/**
 * The picture link previews show (og:image): one of the coach's own files, or a web address
 * elsewhere. Only crawlers fetch it, never the page, so http is allowed; nothing else is (no
 * javascript:, data:, mailto: or other paths on this site).
 */
export const shareImageValue = text(2048).superRefine((value, ctx) => {
  const trimmed = value.trim();
  if (trimmed === '' || OWN_FILE.test(trimmed)) return;
  if (!/^https?:\/\//i.test(trimmed)) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an image from your files or an address starting with https://',
    });
    return;
  }
  const problem = webAddressProblem(trimmed);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const EMAIL = z.email();

export const emailValue = text(254).refine(
  (value) => value.trim() === '' || EMAIL.safeParse(value.trim()).success,
  'must be an email address such as you@example.com',
);

export const phoneValue = text(40).refine(
  (value) => value.trim() === '' || /^\+?[0-9][0-9 ().-]*[0-9]$/.test(value.trim()),
  'must be a phone number: digits, spaces and + ( ) - . only',
);

export const brandSchema = z.strictObject({
  /** The business name the header and copyright show; the coach's name when empty. */
  name: text(120).optional(),
  logoUrl: secureImageValue.optional(),
});

export const contactSchema = z.strictObject({
  email: emailValue.optional(),
  phone: phoneValue.optional(),
});

/**
 * A link in the page's footer a visitor follows to another site (a social profile, the privacy
 * policy): a secure web page, https://... (plain http is refused, as for every link a visitor
 * follows; see links.ts). Values stored before are still drawn (render/SafeLink.tsx).
 */
export const siteLinkValue = httpsAddressValue;

export const socialSchema = z.strictObject(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n.key, siteLinkValue.optional()])) as Record<
    SocialNetwork,
    z.ZodOptional<typeof siteLinkValue>
  >,
);

type ProfileSettings = {
  coachName?: string | undefined;
  brand?: z.infer<typeof brandSchema> | undefined;
  contact?: z.infer<typeof contactSchema> | undefined;
  social?: z.infer<typeof socialSchema> | undefined;
  privacyUrl?: string | undefined;
};

/** The name a page's header and copyright show: the brand, else the coach's name, else nothing. */
export function brandName(settings: ProfileSettings): string {
  return settings.brand?.name?.trim() || settings.coachName?.trim() || '';
}

export type SocialLinkValue = { network: SocialNetwork; label: string; url: string };

/** The social links the coach filled in, in the footer's order. */
export function socialLinks(settings: ProfileSettings): SocialLinkValue[] {
  const social = settings.social ?? {};
  return SOCIAL_NETWORKS.flatMap(({ key, label }) => {
    const url = social[key]?.trim();
    return url ? [{ network: key, label, url }] : [];
  });
}

/** What a page's footer shows; every part empty when the coach has set nothing. */
export function footerContent(settings: ProfileSettings) {
  return {
    name: brandName(settings),
    email: settings.contact?.email?.trim() ?? '',
    phone: settings.contact?.phone?.trim() ?? '',
    social: socialLinks(settings),
    privacyUrl: settings.privacyUrl?.trim() ?? '',
  };
}
