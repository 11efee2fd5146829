import { describe, expect, it } from 'vitest';
import { starterWebsite } from '../templates/starter-website';
import type { Website } from '../website';
import {
  fileSegmentsIn,
  missingFilesQuerySchema,
  ownFileSegment,
  withoutMissingFiles,
} from './file-images';

const KEY = '0123456789abcdef01234567';

function withPictures(): Website {
  const website = starterWebsite('coach-exact', {
    settings: {
      coachName: 'Maya Rivers',
      brand: { name: 'Rivers', logoUrl: `/files/3-${KEY}/logo.png` },
      iconUrl: '/files/4/icon.png',
      seo: { title: 'Maya', imageUrl: `https://maya.coach/cover.png` },
    },
  });
  const image = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'image');
  if (!image) throw new Error('coach-exact starts with an image');
  image.content = { url: `/files/12-${KEY}/Maya%20on%20stage.png?size=1200x800`, alt: 'Maya' };
  return website;
}

describe("a website's pictures from the coach's files", () => {
  it('are read from its image fields and its logo, icon and link preview settings', () => {
    expect(fileSegmentsIn(withPictures())).toEqual([`3-${KEY}`, '4', `12-${KEY}`]);
    expect(ownFileSegment(` /files/12-${KEY}/a.png `)).toBe(`12-${KEY}`);
    for (const other of [
      'https://maya.coach/files/12/a.png',
      '/files/12-nothex/a.png',
      '/files/0/a.png',
      '/files/12',
      '',
      undefined,
      7,
    ]) {
      expect(ownFileSegment(other), String(other)).toBeNull();
    }
  });

  it('are left out where their file is missing, and nothing else changes', () => {
    const website = withPictures();
    expect(withoutMissingFiles(website, new Set())).toBe(website);
    expect(withoutMissingFiles(website, new Set(['99']))).toBe(website);

    const shown = withoutMissingFiles(website, new Set([`12-${KEY}`, '4']));
    expect(fileSegmentsIn(shown)).toEqual([`3-${KEY}`]);
    const image = shown.sections.flatMap((s) => s.elements).find((e) => e.type === 'image');
    expect(image?.content).toEqual({ url: '', alt: 'Maya' });
    expect(shown.settings).toEqual({ ...website.settings, iconUrl: '' });
    // The draft itself is untouched: the coach still sees what to fix.
    expect(fileSegmentsIn(website)).toEqual([`3-${KEY}`, '4', `12-${KEY}`]);

    const noLogo = withoutMissingFiles(website, new Set([`3-${KEY}`]));
    expect(noLogo.settings.brand).toEqual({ name: 'Rivers', logoUrl: '' });
  });

  it('are asked about by their address segments, a bounded list of them', () => {
    expect(missingFilesQuerySchema.parse({ segments: `12-${KEY},4` })).toEqual({
      segments: [`12-${KEY}`, '4'],
    });
    expect(missingFilesQuerySchema.parse({ segments: '' })).toEqual({ segments: [] });
    for (const segments of ['12-nothex', '../etc', '4,,5', Array(201).fill('4').join(',')]) {
      expect(missingFilesQuerySchema.safeParse({ segments }).success, segments).toBe(false);
    }
  });
});
