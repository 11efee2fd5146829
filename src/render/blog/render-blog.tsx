import { renderToStaticMarkup } from 'react-dom/server';
import type { Website } from '../../model/website';
import { SiteFrame } from '../site/SiteFrame';
import { BlogList } from './BlogList';
import { BlogPostPage } from './BlogPostPage';
import { LatestPostsList, type LatestPost } from './LatestPosts';
import type { BlogListItem, BlogPostView } from './blog-types';

/** The blog's name as the website calls it ('Blog' unless the coach named it). */
export function blogTitleOf(website: Website): string {
  return website.settings.blog?.title?.trim() || 'Blog';
}

/**
 * A page of the blog's list (or of one tag's) in the website's frame, its own links under
 * SITE_BASE_MARKER (withSiteBase points them where the page is asked).
 */
export function renderBlogList(
  website: Website,
  list: { heading: string; posts: BlogListItem[]; page: number; pages: number; path: string },
): string {
  return renderToStaticMarkup(
    <SiteFrame website={website} current="blog">
      <BlogList {...list} />
    </SiteFrame>,
  );
}

/** The Latest posts section's list (issue 38), filled into a live page when it is served. */
export function renderLatestPosts(posts: LatestPost[]): string {
  return renderToStaticMarkup(<LatestPostsList posts={posts} />);
}

/** One post's page in the website's frame. */
export function renderBlogPost(website: Website, post: BlogPostView): string {
  return renderToStaticMarkup(
    <SiteFrame website={website} current="blog">
      <BlogPostPage post={post} blogTitle={blogTitleOf(website)} />
    </SiteFrame>,
  );
}
