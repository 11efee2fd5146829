import type { KillerCopy, SocialContent } from '../../../../model/ai/outputs';
import type { OfferFields } from '../../../../model/offers/offer';
import type { Written } from '../provider';

/** The longest call to action a post holds (socialContentSchema). */
const POST_CTA_MAX = 200;

/**
 * Her booking page as the call to action (issue 24): a conversion post asks the reader to book
 * there, other posts add it after their own ask; the email gives it before the sign-off. Without a
 * booking link in her offer, the copy is unchanged.
 */
export function socialWithBooking(
  written: Written<SocialContent>,
  myOffer: OfferFields | null | undefined,
  contentType: 'conversion' | 'authority' | 'engagement',
): Written<SocialContent> {
  const link = myOffer?.bookingLink;
  if (!link) return written;
  const posts = written.output.posts.map((post) => {
    const ask =
      contentType === 'conversion'
        ? `Book a free call: ${link}`
        : `${post.callToAction} Or book a call: ${link}`;
    return ask.length <= POST_CTA_MAX ? { ...post, callToAction: ask } : post;
  });
  return { ...written, output: { ...written.output, posts } };
}

export function killerCopyWithBooking(
  written: Written<KillerCopy>,
  myOffer: OfferFields | null | undefined,
): Written<KillerCopy> {
  const link = myOffer?.bookingLink;
  if (!link) return written;
  const paragraphs = written.output.email.body.split('\n\n');
  const signOff = paragraphs.length > 1 ? paragraphs.pop() : undefined;
  const body = [...paragraphs, `Book your call here: ${link}`, ...(signOff ? [signOff] : [])].join(
    '\n\n',
  );
  return { ...written, output: { ...written.output, email: { ...written.output.email, body } } };
}
