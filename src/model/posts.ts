import { z } from 'zod';
import { idSchema, versionSchema } from './ids';
import { readOnlyKeys } from './read-only';
import { pageSlugSchema } from './pages';
import { shareImageValue } from './site-profile';
import { text } from './text';

export const POST_STATES = ['draft', 'scheduled', 'published'] as const;
export type PostState = (typeof POST_STATES)[number];

/** Limits on a website's blog (each refused with a 400 or 409 that says which). */
export const POST_LIMITS = {
  postsPerWebsite: 500,
  titleMax: 150,
  excerptMax: 300,
  /** The body's HTML, after cleaning. */
  bodyMax: 100_000,
  picturesPerPost: 20,
  tagsPerPost: 10,
  tagMax: 40,
  authorMax: 120,
  /** Posts on one page of the blog list. */
  perListPage: 10,
} as const;

/** A blog post as the API answers it (issue 38). `body` is HTML cleaned to the post allowlist. */
export type Post = {
  id: number;
  websiteId: number;
  title: string;
  slug: string;
  excerpt: string;
  coverUrl: string | null;
  body: string;
  tags: string[];
  author: string;
  state: PostState;
  /** Scheduled: when it goes live; published: when it did. ISO 8601. */
  publishAt: string | null;
  /** The IANA time zone the coach scheduled in ('Europe/London'). */
  timeZone: string | null;
  publishedAt: string | null;
  source: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** A post in the builder's list: no body. */
export type PostSummary = Omit<Post, 'body'>;

const postTitle = text(POST_LIMITS.titleMax)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'is required');

/** A tag as visitors see it in its address: lowercase words joined by hyphens. */
export const tagSchema = text(POST_LIMITS.tagMax)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'must not be empty');

/** An IANA time zone name the running Intl knows. */
export const timeZoneSchema = text(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be a time zone such as Europe/London');

const postFields = {
  title: postTitle,
  slug: pageSlugSchema,
  excerpt: text(POST_LIMITS.excerptMax),
  coverUrl: shareImageValue.nullable(),
  /** Any HTML: the server keeps only what the post allowlist allows. */
  body: z
    .string()
    .max(POST_LIMITS.bodyMax * 2, `must be at most ${POST_LIMITS.bodyMax} characters`),
  tags: z
    .array(tagSchema)
    .max(POST_LIMITS.tagsPerPost, `may hold at most ${POST_LIMITS.tagsPerPost} tags`),
  author: text(POST_LIMITS.authorMax),
};

/** Every field but the title, each optional: a new post's and an edit's. */
const { title, ...rest } = postFields;
const optionalFields = Object.fromEntries(
  Object.entries(rest).map(([name, schema]) => [name, schema.optional()]),
) as { [K in keyof typeof rest]: z.ZodOptional<(typeof rest)[K]> };

/** POST /api/websites/{id}/posts: only the title is required; the address comes from it. */
export const createPostSchema = z.strictObject({ title, ...optionalFields });

/** PATCH /api/posts/{id}: content edits (saved in the background by the editor). */
export const updatePostSchema = z.strictObject({
  title: title.optional(),
  ...optionalFields,
  version: versionSchema.optional(),
});

/**
 * PUT /api/posts/{id}/state: 'draft' takes it off the blog, 'published' puts it on now, 'scheduled'
 * at `publishAt` (an instant with its offset; one in the past publishes now).
 */
export const postStateSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('draft') }),
  z.strictObject({ state: z.literal('published') }),
  z.strictObject({
    state: z.literal('scheduled'),
    publishAt: z.iso.datetime({ offset: true, message: 'must be a date and time' }),
    timeZone: timeZoneSchema.optional(),
  }),
]);

/** POST /api/websites/{id}/posts/from-content: a draft from a Content Hub item. */
export const postFromContentSchema = z.strictObject({
  kind: z.enum(['content', 'story']),
  id: idSchema,
});

/** What GET /api/posts/{id} answers that PATCH /api/posts/{id} ignores (issue 23: it round-trips). */
export const POST_READ_ONLY = readOnlyKeys<Post, z.input<typeof updatePostSchema>>({
  id: true,
  websiteId: true,
  state: true,
  publishAt: true,
  timeZone: true,
  publishedAt: true,
  source: true,
  createdAt: true,
  updatedAt: true,
});

export type CreatePostInput = z.infer<typeof createPostSchema>;
export type UpdatePostInput = z.infer<typeof updatePostSchema>;
export type PostStateInput = z.infer<typeof postStateSchema>;
