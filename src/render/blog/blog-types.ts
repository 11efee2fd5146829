/** A published post as the blog's pages draw it (its body already cleaned to the post allowlist). */
export type BlogPostView = {
  title: string;
  slug: string;
  excerpt: string;
  coverUrl: string | null;
  body: string;
  tags: string[];
  author: string;
  publishedAt: string;
  updatedAt: string;
  timeZone: string | null;
};

/** A post in the blog's list: no body, but its reading time. */
export type BlogListItem = Omit<BlogPostView, 'body'> & { readingTime: string };
