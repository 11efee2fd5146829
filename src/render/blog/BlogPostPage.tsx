import { SITE_BASE_MARKER } from '../../model/page-view';
import { Tags } from './BlogList';
import type { BlogPostView } from './blog-types';
import { postDate, readingTime } from './post-facts';

/** How a post's own HTML (headings, lists, quotes, pictures) looks in the website's theme. */
const BODY_STYLE = [
  'mt-10 text-lg leading-relaxed text-slate-800',
  '[&_p]:mt-5 [&_h2]:mt-10 [&_h3]:mt-8 [&_h4]:mt-6',
  '[&_h2]:text-2xl [&_h3]:text-xl [&_h4]:text-lg [&_h2,&_h3,&_h4]:font-bold [&_h2,&_h3,&_h4]:text-slate-900',
  '[&_h2,&_h3,&_h4]:font-[family-name:var(--cs-heading-font)]',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ol]:mt-5 [&_ol]:list-decimal [&_ul,&_ol]:pl-6 [&_li]:mt-2',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-[var(--cs-primary)] [&_blockquote]:pl-5 [&_blockquote]:italic',
  '[&_a]:text-[var(--cs-primary)] [&_a]:underline',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-600',
].join(' ');

/**
 * One published post: its title, date, reading time and author, its cover, its body (HTML cleaned
 * to the post allowlist on the server, before it was stored and again before it is drawn) and tags.
 */
export function BlogPostPage({ post, blogTitle }: { post: BlogPostView; blogTitle: string }) {
  return (
    <article>
      <p className="text-sm font-semibold">
        <a className="text-[var(--cs-primary)] hover:underline" href={`${SITE_BASE_MARKER}/blog`}>
          ← {blogTitle}
        </a>
      </p>
      <h1 className="mt-4 font-[family-name:var(--cs-heading-font)] text-4xl font-bold text-balance text-slate-900 sm:text-5xl">
        {post.title}
      </h1>
      <p className="mt-4 text-base text-slate-600">
        <time dateTime={post.publishedAt}>{postDate(post.publishedAt, post.timeZone)}</time>
        {' · '}
        {readingTime(post.body)}
        {post.author ? ` · ${post.author}` : ''}
      </p>
      {post.coverUrl ? (
        <img className="mt-8 h-auto w-full rounded-xl" src={post.coverUrl} alt="" />
      ) : null}
      <div className={BODY_STYLE} dangerouslySetInnerHTML={{ __html: post.body }} />
      {post.tags.length > 0 ? <Tags tags={post.tags} /> : null}
    </article>
  );
}
