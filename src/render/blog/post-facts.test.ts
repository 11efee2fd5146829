import { describe, expect, it } from 'vitest';
import { postDate, readingTime, tagSlug, wordCount } from './post-facts';

describe('what a visitor reads about a post', () => {
  it('counts the words a reader reads, not the markup, at 200 a minute', () => {
    expect(
      wordCount('<h2>Calm&nbsp;first</h2><p>Breathe <a href="https://x.example">out</a>.</p>'),
    ).toBe(5);
    expect(readingTime('')).toBe('1 min read');
    expect(readingTime(`<p>${'word '.repeat(200)}</p>`)).toBe('1 min read');
    expect(readingTime(`<p>${'word '.repeat(201)}</p>`)).toBe('2 min read');
    expect(readingTime(`<p>${'word '.repeat(800)}</p>`)).toBe('4 min read');
  });

  it('dates a post in the time zone she scheduled it in', () => {
    const late = '2026-03-03T23:30:00.000Z';
    expect(postDate(late, null)).toBe('3 March 2026');
    expect(postDate(late, 'Asia/Tokyo')).toBe('4 March 2026');
    expect(postDate(late, 'Not/AZone')).toBe('3 March 2026');
  });

  it('gives a tag an address of lowercase words joined by hyphens', () => {
    expect(tagSlug('Calm Leaders')).toBe('calm-leaders');
    expect(tagSlug('  Café & Résumé ')).toBe('cafe-resume');
    expect(tagSlug('!!!')).toBe('tag');
  });
});
