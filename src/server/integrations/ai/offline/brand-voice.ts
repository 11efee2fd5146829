import type { KillerCopy, SocialContent } from '../../../../model/ai/outputs';
import type { BrandVoice } from '../../../../model/brand/brand-kit';
import type { Written } from '../provider';
import { pick, sentence } from './voice';

/** The tagline the coach signs with (one of theirs, by variant), or null without a kit. */
function taglineOf(voice: BrandVoice | null | undefined, variant: number): string | null {
  const taglines = voice?.taglines.filter((t) => t.trim() !== '') ?? [];
  return taglines.length > 0 ? sentence(pick(taglines, variant, 'tagline').trim()) : null;
}

/** A body signed off with the tagline on a line of its own. */
const signed = (body: string, tagline: string) => `${body}\n\n${tagline}`;

/** Website and email copy in the coach's voice: the email signs off with their tagline. */
export function killerCopyInVoice(
  written: Written<KillerCopy>,
  voice: BrandVoice | null | undefined,
  variant: number,
): Written<KillerCopy> {
  const tagline = taglineOf(voice, variant);
  if (!tagline) return written;
  const { email } = written.output;
  return {
    ...written,
    output: { ...written.output, email: { ...email, body: signed(email.body, tagline) } },
  };
}

/** Posts in the coach's voice: each ends with their tagline, before the hashtags. */
export function socialInVoice(
  written: Written<SocialContent>,
  voice: BrandVoice | null | undefined,
  variant: number,
): Written<SocialContent> {
  const tagline = taglineOf(voice, variant);
  if (!tagline) return written;
  const posts = written.output.posts.map((post) =>
    post.body.includes(tagline) ? post : { ...post, body: signed(post.body, tagline) },
  );
  return { ...written, output: { posts } };
}
