import { describe, expect, it } from 'vitest';
import { blogViewPath, pathTarget } from './page-paths';

describe('the paths views are counted at', () => {
  it('counts the blog’s list, its pages and a tag’s list apart from its posts', () => {
    expect(blogViewPath({ kind: 'list' })).toBe('/blog');
    expect(blogViewPath({ kind: 'list', tag: 'mindset' })).toBe('/blog/tag/mindset');
    expect(blogViewPath({ kind: 'post', slug: 'calm-founders' })).toBe('/blog/calm-founders');
  });

  it('reads each path back as the page, blog, post or tag it was counted for', () => {
    expect(pathTarget('')).toEqual({ kind: 'page', slug: '' });
    expect(pathTarget('/about')).toEqual({ kind: 'page', slug: 'about' });
    expect(pathTarget('/blog')).toEqual({ kind: 'blog' });
    expect(pathTarget('/blog/calm-founders')).toEqual({ kind: 'post', slug: 'calm-founders' });
    expect(pathTarget('/blog/tag/mindset')).toEqual({ kind: 'tag', tag: 'mindset' });
    // A page whose address starts with the blog's word is still a page.
    expect(pathTarget('/blog-tips')).toEqual({ kind: 'page', slug: 'blog-tips' });
  });
});
