import { describe, expect, it } from 'vitest';
import { websiteSettingsSchema } from '../settings';
import { brandKitSchema } from './brand-kit';
import { brandSettings } from './brand-settings';

describe('the social links a brand kit sets on a website', () => {
  it('are https, as a page’s social links must be, even when the kit has an http:// profile', () => {
    const kit = brandKitSchema.parse({
      social: { instagram: 'http://instagram.com/maya', x: 'https://x.com/maya' },
    });
    const settings = brandSettings(kit, null);
    expect(settings.social).toEqual({
      instagram: 'https://instagram.com/maya',
      x: 'https://x.com/maya',
    });
    expect(websiteSettingsSchema.safeParse(settings).success).toBe(true);
  });
});
