import { describe, expect, it } from 'vitest';
import { websiteSettingsSchema } from './settings';

const shareImage = (imageUrl: string) =>
  websiteSettingsSchema.safeParse({ seo: { imageUrl } }).success;

describe('the share image setting (og:image)', () => {
  it.each([
    '',
    '/files/12/Cover.jpg',
    '/files/12/Maya%20on%20stage-1600w.webp',
    ' /files/7/cover.png ',
    'https://images.example.com/maya.jpg',
    'http://images.example.com/maya.jpg',
  ])('takes %j: one of the coach’s own files or a web address', (url) => {
    expect(shareImage(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'mailto:maya@example.com',
    'tel:+15550100',
    '//evil.example.com/x.png',
    '/files/12/a"onerror="alert(1)',
    '/files/12/<script>.png',
    '/files/x/cover.png',
    '/files/12/',
    '/api/files/12',
    '/images/maya.jpg',
    '#top',
    'https://',
    'https://exa"mple.com/x.png',
  ])('refuses %j, naming what it must be', (url) => {
    const checked = websiteSettingsSchema.safeParse({ seo: { imageUrl: url } });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['seo', 'imageUrl']);
    expect(checked.error?.issues[0]?.message).toMatch(/^must /);
  });
});
