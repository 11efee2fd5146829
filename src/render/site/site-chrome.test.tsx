import { describe, expect, it } from 'vitest';
import type { WebsiteSettings } from '../../model/settings';
import { TEMPLATES } from '../../model/templates/catalogue';
import { starterWebsite } from '../../model/templates/starter-website';
import { renderWebsiteMarkup } from '../render-static';
import type { RenderMode } from '../types';

const YEAR = new Date().getFullYear();

const FULL: WebsiteSettings = {
  coachName: 'Maya Rivers',
  brand: { name: 'Rivers & Co Coaching', logoUrl: 'https://cdn.example.com/logo.png' },
  contact: { email: 'maya@example.com', phone: '+1 (555) 010-0100' },
  social: {
    instagram: 'https://instagram.com/maya',
    linkedin: 'https://linkedin.com/in/maya',
    x: 'https://x.com/maya',
  },
  privacyUrl: 'https://rivers.example.com/privacy',
};

function page(templateId: string, settings: WebsiteSettings, mode: RenderMode = 'public') {
  return renderWebsiteMarkup(starterWebsite(templateId, { settings }), mode);
}

/** The social link to an address, with its accessible name. */
const socialLink = (href: string, name: string) =>
  new RegExp(`<a href="${href}"[^>]*aria-label="${name}"`);

describe.each(TEMPLATES.map((t) => [t.id] as const))('%s header and footer', (id) => {
  it('show the brand first and the coach’s links, contact and copyright last', () => {
    const html = page(id, FULL);
    const brand = html.indexOf('data-site-brand');
    expect(brand).toBeGreaterThan(-1);
    expect(brand).toBeLessThan(html.indexOf('<h1'));
    expect(html).toMatch(
      /data-site-brand[^>]*>.*?<img src="https:\/\/cdn\.example\.com\/logo\.png"/,
    );
    expect(html).toContain('<span class="min-w-0">Rivers &amp; Co Coaching</span>');

    const footer = html.indexOf('aria-label="Social links"');
    expect(footer).toBeGreaterThan(html.lastIndexOf('<iframe title="Book a Session"'));
    expect(html).toMatch(socialLink('https://instagram.com/maya', 'Instagram'));
    expect(html).toMatch(socialLink('https://linkedin.com/in/maya', 'LinkedIn'));
    expect(html).toMatch(socialLink('https://x.com/maya', 'X \\(Twitter\\)'));
    expect(html).not.toContain('aria-label="Facebook"');
    expect(html).toContain('href="mailto:maya@example.com"');
    expect(html).toContain('href="tel:+15550100100"');
    expect(html).toContain(`© ${YEAR} Rivers &amp; Co Coaching`);
    expect(html).toMatch(/<a href="https:\/\/rivers\.example\.com\/privacy"[^>]*>Privacy policy</);
  });

  it('fall back to the coach’s name when there is no brand', () => {
    const html = page(id, { coachName: 'Maya Rivers' });
    expect(html).toContain('<span class="min-w-0">Maya Rivers</span>');
    expect(html).toContain(`© ${YEAR} Maya Rivers`);
  });

  it('draw nothing of their own on a published page when nothing is set', () => {
    const html = page(id, {});
    expect(html).not.toContain('data-site-brand');
    expect(html).not.toContain('Social links');
    expect(html).not.toContain('©');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('Privacy policy');
    expect(html).not.toContain('data-edit-hint');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<section id="footer"');
  });

  it('leave a quiet hint in the builder when nothing is set, and none in the preview', () => {
    const edit = page(id, {}, 'edit');
    expect(edit).toContain('Your name or brand: set it in Design');
    expect(edit).toContain('Footer: add your contact details and social links in Design');
    expect(page(id, {}, 'preview')).not.toContain('data-edit-hint');
  });
});

describe('image slots', () => {
  const showsPersonOrPlace = TEMPLATES.filter(
    (t) => t.family !== 'offer' || t.id === 'retreat-offer',
  );
  it.each(showsPersonOrPlace.map((t) => [t.id] as const))(
    '%s shows a built-in illustration until the coach adds a photo',
    (id) => {
      const html = page(id, {});
      expect(html).toMatch(/data-image-art="(person|place)"/);
      expect(html).not.toContain('<img');
      const website = starterWebsite(id);
      const image = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'image');
      if (!image) throw new Error('no image slot');
      image.content = { url: 'https://cdn.example.com/maya.jpg', alt: 'Maya smiling' };
      const withPhoto = renderWebsiteMarkup(website, 'public');
      expect(withPhoto).toMatch(
        /<img src="https:\/\/cdn\.example\.com\/maya\.jpg" alt="Maya smiling" width="\d+" height="\d+"/,
      );
      expect(withPhoto).not.toContain('data-image-art');
    },
  );
});
