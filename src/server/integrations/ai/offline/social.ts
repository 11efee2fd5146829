import type { SocialContent } from '../../../../model/ai/outputs';
import type { SocialBrief, Written } from '../provider';
import { AvatarReader, fit, pick } from './voice';
import { tagsFor, topicsOf } from './hashtags';
import { CTAS, POSTS_BY_KIND, type PostFacts } from './social-posts';

/** Posts for LinkedIn, Instagram, Facebook and X, each opening on the avatar's own words. */
export function offlineSocial({
  avatar,
  variant,
  contentType,
}: SocialBrief): Written<SocialContent> {
  const r = new AvatarReader(avatar);
  const facts: PostFacts = {
    outcome: r.outcome() ?? 'get where you want to be',
    pain: r.pain(0),
    week: r.pains(3, false),
    quote: r.text('quote') ?? r.item('phrases'),
    tried: r.item('triedBefore'),
    objection: r.objection(0),
    goal: r.item('goals'),
    who: r.who(),
    variant,
  };
  const topics = topicsOf(r);
  const cta = pick(CTAS[contentType], variant, 'social-cta');
  const posts = POSTS_BY_KIND[contentType](facts).map((post, index) => ({
    platform: post.platform,
    hook: fit(post.hook, post.platform === 'x' ? 200 : 280),
    body: fit(post.body, post.platform === 'x' ? 240 : 2000),
    callToAction: post.platform === 'x' ? fit(cta, 120) : cta,
    hashtags: tagsFor(topics, index, variant),
  }));
  // Another variant leads with another platform, so Regenerate changes what the coach sees first.
  const first = variant % posts.length;
  return {
    output: { posts: [...posts.slice(first), ...posts.slice(0, first)] },
    sources: [...r.used],
  };
}
