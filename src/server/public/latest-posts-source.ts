import { LATEST_POSTS_COUNT } from '../../model/latest-posts';
import { renderLatestPosts } from '../../render/blog/render-blog';
import type { Db } from '../db/database';
import { livePosts } from '../domain/posts/live-posts';
import type { BlogPages } from './blog-pages';
import type { LatestPostsSource } from './latest-posts-fill';

/** The newest posts of a publication's website, for its Latest posts sections (issue 38). */
export function latestPostsFrom(blog: Pick<BlogPages, 'stamped'>, db: Db): LatestPostsSource {
  return async (publicationId) => {
    const site = await blog.stamped(publicationId);
    if (!site) return null;
    const markup = async () => {
      const newest = await livePosts(db, site.websiteId);
      return renderLatestPosts(
        newest.slice(0, LATEST_POSTS_COUNT).map((p) => ({
          title: p.title,
          slug: p.slug,
          excerpt: p.excerpt,
          publishedAt: (p.publishedAt ?? p.updatedAt).toISOString(),
          timeZone: p.timeZone,
        })),
      );
    };
    return { stamp: site.stamp, markup };
  };
}
