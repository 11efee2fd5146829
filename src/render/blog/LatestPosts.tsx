import { LATEST_POSTS_SLOT } from '../../model/latest-posts';
import { SITE_BASE_MARKER } from '../../model/page-view';
import { useRender } from '../context';
import type { Section } from '../../model/website';
import { postDate } from './post-facts';

/** A post as the Latest posts section lists it. */
export type LatestPost = {
  title: string;
  slug: string;
  excerpt: string;
  publishedAt: string;
  timeZone: string | null;
};

const SAMPLE: LatestPost[] = [1, 2, 3].map((n) => ({
  title: `Your newest post ${n}`,
  slug: '',
  excerpt: 'Once published, your blog’s newest posts appear here on their own.',
  publishedAt: '',
  timeZone: null,
}));

/**
 * 'Latest posts' (issue 38): a section any page can hold, listing the blog's three newest posts.
 * Posts are not part of a publication, so the published page carries a slot that is filled with
 * the posts when the page is served (live-pages.ts); the builder shows sample cards.
 */
export function LatestPostsSection({ section }: { section: Section }) {
  const { mode } = useRender();
  const title = section.title?.trim() || 'Latest posts';
  const headingId = `latest-posts-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="bg-white px-5 py-14 sm:px-8 sm:py-20">
      <div className="mx-auto w-full max-w-6xl">
        <h2
          id={headingId}
          className="font-[family-name:var(--cs-heading-font)] text-3xl font-bold text-slate-900 sm:text-4xl"
        >
          {title}
        </h2>
        {mode === 'public' ? (
          <div {...{ [LATEST_POSTS_SLOT]: '' }} />
        ) : (
          <LatestPostsList posts={SAMPLE} sample />
        )}
      </div>
    </section>
  );
}

/** The posts themselves, linked under SITE_BASE_MARKER (withSiteBase points them where asked). */
export function LatestPostsList({
  posts,
  sample = false,
}: {
  posts: LatestPost[];
  sample?: boolean;
}) {
  if (posts.length === 0)
    return <p className="mt-6 text-lg text-slate-600">New posts are on their way.</p>;
  return (
    <div className="mt-8">
      <ul className="grid gap-6 sm:grid-cols-3">
        {posts.map((post, i) => (
          <li key={post.slug || i} className="rounded-2xl border border-slate-200 p-6">
            <article>
              <h3 className="font-[family-name:var(--cs-heading-font)] text-xl font-bold text-slate-900">
                {sample ? (
                  post.title
                ) : (
                  <a className="hover:underline" href={`${SITE_BASE_MARKER}/blog/${post.slug}`}>
                    {post.title}
                  </a>
                )}
              </h3>
              {post.publishedAt ? (
                <p className="mt-2 text-sm text-slate-600">
                  <time dateTime={post.publishedAt}>
                    {postDate(post.publishedAt, post.timeZone)}
                  </time>
                </p>
              ) : null}
              {post.excerpt ? <p className="mt-3 text-slate-700">{post.excerpt}</p> : null}
            </article>
          </li>
        ))}
      </ul>
      {sample ? null : (
        <p className="mt-8">
          <a
            className="inline-flex min-h-11 items-center font-semibold text-[var(--cs-primary)] hover:underline"
            href={`${SITE_BASE_MARKER}/blog`}
          >
            All posts
          </a>
        </p>
      )}
    </div>
  );
}
