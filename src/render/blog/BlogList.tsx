import { SITE_BASE_MARKER } from '../../model/page-view';
import type { BlogListItem } from './blog-types';
import { postDate, tagSlug } from './post-facts';

type Props = {
  /** The blog's name, or 'Posts tagged …' on a tag's page. */
  heading: string;
  posts: BlogListItem[];
  /** This list's page (1 first) and how many there are. */
  page: number;
  pages: number;
  /** The list's own address under the website's ('/blog' or '/blog/tag/calm'). */
  path: string;
};

const base = SITE_BASE_MARKER;

/** The blog's list of published posts, newest first, a page at a time (no JavaScript). */
export function BlogList({ heading, posts, page, pages, path }: Props) {
  const pageHref = (n: number) => `${base}${path}${n > 1 ? `?page=${n}` : ''}`;
  return (
    <div>
      <h1 className="font-[family-name:var(--cs-heading-font)] text-4xl font-bold text-slate-900">
        {heading}
      </h1>
      {posts.length === 0 ? (
        <p className="mt-8 text-lg text-slate-600">No posts here yet.</p>
      ) : (
        <ol className="mt-10 space-y-12">
          {posts.map((post) => (
            <li key={post.slug}>
              <article>
                <h2 className="font-[family-name:var(--cs-heading-font)] text-2xl font-bold text-slate-900">
                  <a className="hover:underline" href={`${base}/blog/${post.slug}`}>
                    {post.title}
                  </a>
                </h2>
                <p className="mt-2 text-sm text-slate-600">
                  <time dateTime={post.publishedAt}>
                    {postDate(post.publishedAt, post.timeZone)}
                  </time>
                  {' · '}
                  {post.readingTime}
                </p>
                {post.excerpt ? (
                  <p className="mt-3 text-lg text-slate-700">{post.excerpt}</p>
                ) : null}
                {post.tags.length > 0 ? <Tags tags={post.tags} /> : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label="More posts" className="mt-12 flex justify-between text-base font-semibold">
          {page > 1 ? (
            <a className="text-[var(--cs-primary)] hover:underline" href={pageHref(page - 1)}>
              ← Newer posts
            </a>
          ) : (
            <span />
          )}
          {page < pages ? (
            <a className="text-[var(--cs-primary)] hover:underline" href={pageHref(page + 1)}>
              Older posts →
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** A post's tags, each linking to its list. */
export function Tags({ tags }: { tags: string[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <a
            className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-slate-200"
            href={`${base}/blog/tag/${tagSlug(tag)}`}
          >
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}
