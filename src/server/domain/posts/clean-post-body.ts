import sanitizeHtml from 'sanitize-html';
import { isOwnFileAddress } from '../../../model/site-profile';
import { POST_LIMITS } from '../../../model/posts';
import { AppError } from '../../errors';

/** A picture a post may show: one of the coach's own files, or an https address. */
function isAllowedPicture(src: string | undefined): boolean {
  const value = (src ?? '').trim();
  return isOwnFileAddress(value) || /^https:\/\/[^\s/]/i.test(value);
}

/**
 * The post allowlist: headings, paragraphs, lists, quotes, links and pictures; nothing that runs,
 * no styles, no event handlers. Links keep http(s), mailto, tel and relative addresses only.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A picture from anywhere else (a relative name, data:, http:) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedPicture(frame.attribs.src),
};

/** A post's body as it is stored and drawn: cleaned to the post allowlist, whatever was sent. */
export function cleanPostBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** How many pictures a cleaned body shows. */
export function picturesIn(cleaned: string): number {
  return cleaned.match(/<img\b/g)?.length ?? 0;
}

/** Cleans a body sent by the coach and holds it to the post limits (a 400 naming `body`). */
export function cleanedBodyWithinLimits(html: string): string {
  const cleaned = cleanPostBody(html);
  if (cleaned.length > POST_LIMITS.bodyMax) {
    throw new AppError(
      'bad_request',
      `body must be at most ${POST_LIMITS.bodyMax} characters once cleaned`,
      { body: `must be at most ${POST_LIMITS.bodyMax} characters once cleaned` },
    );
  }
  if (picturesIn(cleaned) > POST_LIMITS.picturesPerPost) {
    const reason = `may show at most ${POST_LIMITS.picturesPerPost} pictures`;
    throw new AppError('bad_request', `body ${reason}`, { body: reason });
  }
  return cleaned;
}
