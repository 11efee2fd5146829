import type { ContentBody, ContentKind } from '../../../model/ai/content';
import { POST_LIMITS, type Post } from '../../../model/posts';
import { canPublishStory, STORY_PARTS, type Story } from '../../../model/stories/story';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { findOwnedContent } from '../content/content-rows';
import { findOwnedStory, storyFromRow } from '../stories/story-rows';
import { escapeHtml } from '../../public/escape';
import { createPost, type NewPost } from './save-post';
import { excerptOf, textToHtml } from './text-to-html';

export const STORY_WITHOUT_CONSENT =
  'this story is about someone who has not agreed to it being published';
export const NOT_POSTABLE =
  'this content cannot become a post: choose an authority post, an email or website copy';

const title = (text: string) => excerptOf(text, POST_LIMITS.titleMax);
const excerpt = (text: string) => excerptOf(text, POST_LIMITS.excerptMax);
const tagOf = (hashtag: string) => hashtag.replace(/^#/, '').slice(0, POST_LIMITS.tagMax);

/** A draft's fields from generated content (its words as written), or null for content that is no post. */
export function postFromContentBody(kind: ContentKind, body: ContentBody): NewPost | null {
  if (body.shape === 'social') {
    const [post] = body.copy.posts;
    if (!post) return null;
    const text = [post.body, post.callToAction].filter((s) => s.trim()).join('\n\n');
    return {
      title: title(post.hook),
      excerpt: excerpt(post.body),
      body: textToHtml(text),
      tags: [...new Set(post.hashtags.map(tagOf).filter(Boolean))].slice(
        0,
        POST_LIMITS.tagsPerPost,
      ),
    };
  }
  if (body.shape !== 'killer-copy') return null;
  const { copy } = body;
  // Killer copy kept as an email is posted as its email; website copy as its page's words.
  if (kind === 'email') {
    return {
      title: title(copy.email.subject),
      excerpt: excerpt(copy.email.previewText),
      body: textToHtml(copy.email.body),
    };
  }
  const parts = [
    textToHtml([copy.hook, copy.problem, copy.agitation, copy.solution].join('\n\n')),
    `<ul>${copy.benefits.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`,
    copy.proof.trim() ? `<blockquote>${textToHtml(copy.proof)}</blockquote>` : '',
    textToHtml(copy.callToAction),
  ];
  return { title: title(copy.headline), excerpt: excerpt(copy.subheadline), body: parts.join('') };
}

/** A draft's fields from a story: its own text, else its parts, each a paragraph. */
export function postFromStory(story: Story): NewPost {
  const text = story.text.trim()
    ? story.text
    : STORY_PARTS.map((p) => story.parts[p].trim())
        .filter(Boolean)
        .join('\n\n');
  return {
    title: title(story.title),
    excerpt: excerpt(text),
    body: textToHtml(text),
    tags: story.tags.slice(0, POST_LIMITS.tagsPerPost).map((t) => t.slice(0, POST_LIMITS.tagMax)),
  };
}

/**
 * POST /api/websites/{id}/posts/from-content: a draft made from one of the coach's Content Hub
 * items: generated content (an authority post, an email, website copy) or a story she may publish.
 */
export async function createPostFromContent(
  db: Db,
  userId: number,
  websiteId: number,
  from: { kind: 'content' | 'story'; id: number },
): Promise<Post> {
  if (from.kind === 'story') {
    const story = storyFromRow(await findOwnedStory(db, userId, from.id));
    if (!canPublishStory(story)) {
      throw new AppError('bad_request', `id: ${STORY_WITHOUT_CONSENT}`, {
        id: STORY_WITHOUT_CONSENT,
      });
    }
    return createPost(db, userId, websiteId, {
      ...postFromStory(story),
      source: `story:${story.id}`,
    });
  }
  const row = await findOwnedContent(db, userId, from.id);
  const fields = postFromContentBody(row.kind, row.body);
  if (!fields) throw new AppError('bad_request', `id: ${NOT_POSTABLE}`, { id: NOT_POSTABLE });
  return createPost(db, userId, websiteId, { ...fields, source: `content:${row.id}` });
}
