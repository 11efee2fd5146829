import { z } from 'zod';
import {
  brandSchema,
  contactSchema,
  secureImageValue,
  shareImageValue,
  siteLinkValue,
  socialSchema,
} from './site-profile';
import { httpsAddressValue, text } from './text';
import { themeSchema } from './theme';

/** The CRM hub settings, keyed exactly as the spec names them. */
export const hublyticsSchema = z.strictObject({
  enabled: z.boolean().optional(),
  chatWidget: z.boolean().optional(),
  calendarWidget: z.boolean().optional(),
  locationId: text(100)
    .regex(/^[A-Za-z0-9_-]*$/, 'may hold only letters, digits, - and _')
    .optional(),
  /** The provider's booking widget is per calendar, so the calendar to embed is kept beside the location. */
  calendarId: text(100)
    .regex(/^[A-Za-z0-9_-]*$/, 'may hold only letters, digits, - and _')
    .optional(),
});

export const websiteSettingsSchema = z.strictObject({
  hublytics: hublyticsSchema.optional(),
  /** The coach's own booking page (Calendly, GoHighLevel...), shown in a frame: https only. */
  bookingCalendar: z.strictObject({ url: httpsAddressValue.optional() }).optional(),
  /** The coach's name, shown by templates that speak in the coach's voice ('Meet {name}'). */
  coachName: text(120).optional(),
  /** The header's brand: a business name (else the coach's name) and a logo. */
  brand: brandSchema.optional(),
  /** The footer's contact details, social links and privacy link. */
  contact: contactSchema.optional(),
  social: socialSchema.optional(),
  privacyUrl: siteLinkValue.optional(),
  /** The published page's icon (favicon); a neutral one is drawn when empty. */
  iconUrl: secureImageValue.optional(),
  theme: themeSchema.optional(),
  /** The blog (issue 38): its name in the navigation and list title, and whether the navigation links it. */
  blog: z
    .strictObject({
      title: text(60).optional(),
      inNav: z.boolean().optional(),
    })
    .optional(),
  /** What search engines and link previews show for the published page. */
  seo: z
    .strictObject({
      title: text(70).optional(),
      description: text(160).optional(),
      /** The link preview's picture: the coach's own file (/files/...) or a web address. */
      imageUrl: shareImageValue.optional(),
    })
    .optional(),
});

export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;
