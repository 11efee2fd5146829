import type { ContentItem } from '../../../../model/ai/content';
import { PLATFORM_LABELS } from '../../../../model/ai/outputs';
import { CopyBlock } from './CopyButton';
import { OfferPanel } from './OfferPanel';

/** A content item's copy, laid out to read and copy piece by piece. */
export function ContentBodyView({ item }: { item: ContentItem }) {
  const { body } = item;
  const email = item.kind === 'email';
  switch (body.shape) {
    case 'killer-copy': {
      const c = body.copy;
      if (email) {
        return (
          <div className="grid gap-4">
            <CopyBlock label="Subject" text={c.email.subject} />
            <CopyBlock label="Preview text" text={c.email.previewText} />
            <CopyBlock label="Email body" text={c.email.body} />
          </div>
        );
      }
      return (
        <div className="grid gap-4">
          <CopyBlock label="Headline" text={c.headline} />
          <CopyBlock label="Subheadline" text={c.subheadline} />
          <CopyBlock label="Hook" text={c.hook} />
          <CopyBlock label="Problem" text={c.problem} />
          <CopyBlock label="Agitation" text={c.agitation} />
          <CopyBlock label="Solution" text={c.solution} />
          <CopyBlock label="Benefits" text={c.benefits.map((b) => `• ${b}`).join('\n')} />
          <CopyBlock label="Proof" text={c.proof} />
          <CopyBlock label="Call to action" text={c.callToAction} />
        </div>
      );
    }
    case 'social':
      return (
        <div className="grid gap-4 md:grid-cols-2">
          {body.copy.posts.map((post, i) => (
            <div key={i} className="rounded-md border border-slate-200 p-3">
              <CopyBlock
                label={`${PLATFORM_LABELS[post.platform]} post`}
                text={[post.hook, post.body, post.callToAction, post.hashtags.join(' ')]
                  .filter(Boolean)
                  .join('\n\n')}
              />
            </div>
          ))}
        </div>
      );
    case 'offer':
      return <OfferPanel contentId={item.id} offer={body.copy} />;
    case 'page':
      return (
        <ul className="grid gap-3">
          {body.proposals.map((p) => (
            <li
              key={`${p.elementId}.${p.field}`}
              className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm sm:grid-cols-2"
            >
              <p className="text-slate-500 line-through decoration-slate-300">
                {p.current || '(empty)'}
              </p>
              <p className="text-slate-900">{p.text}</p>
            </li>
          ))}
        </ul>
      );
  }
}
