import { describe, expect, it } from 'vitest';
import { websiteSettingsSchema } from '../settings';
import { brandKitSchema, emptyBrandKit } from './brand-kit';
import { brandSettings, kitFromSettings } from './brand-settings';

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

describe('a new brand kit started from a website’s settings', () => {
  it('takes what the two share: colours, fonts, the logo’s file, email, phone and social links', () => {
    const kit = kitFromSettings({
      coachName: 'Maya Rivers',
      theme: { primaryColor: '#0F766E', accentColor: '#ff6f61', headingFont: 'playfair' },
      brand: { name: 'Rivers & Co', logoUrl: '/files/12-9f86d081884c7d659a2feaa0/Logo-480w.webp' },
      contact: { email: 'maya@example.com', phone: '+1 555 0100' },
      social: { instagram: 'https://instagram.com/maya', linkedin: 'https://linkedin.com/in/maya' },
      seo: { title: 'Maya Rivers Coaching' },
    });
    expect(kit).toEqual({
      ...emptyBrandKit(),
      logoFileId: 12,
      colors: { primary: '#0f766e', accent: '#ff6f61', text: '', background: '', extra: [] },
      fonts: { heading: 'playfair', body: null },
      contact: { email: 'maya@example.com', phone: '+1 555 0100', website: '' },
      social: {
        ...emptyBrandKit().social,
        instagram: 'https://instagram.com/maya',
        linkedin: 'https://linkedin.com/in/maya',
      },
    });
  });

  it('is empty for a website with nothing typed, and a logo elsewhere on the web names no file', () => {
    expect(kitFromSettings({})).toEqual(emptyBrandKit());
    expect(kitFromSettings({ brand: { logoUrl: 'https://cdn.example.com/logo.png' } })).toEqual(
      emptyBrandKit(),
    );
  });

  it('leaves out a group holding a value today’s kit refuses, and keeps the others', () => {
    const kit = kitFromSettings({
      theme: { primaryColor: '#0f766e' },
      contact: { email: 'not an email' },
    });
    expect(kit.colors.primary).toBe('#0f766e');
    expect(kit.contact).toEqual(emptyBrandKit().contact);
  });
});
