export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * Phone, tablet or computer, told from a browser's User-Agent the way analytics tools do: an iPad
 * or an Android without "Mobile" is a tablet; "Mobi", an iPhone or an Android phone is a phone.
 * (iPadOS 13+ says it is a Mac: it counts as a computer, as it does in every cookieless tool.)
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
