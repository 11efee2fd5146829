import type { Website } from '../../../../model/website';
import { DomainsPanel } from '../share/DomainsPanel';
import { PageFiguresPanel } from '../share/PageFiguresPanel';
import { PreviewLinkPanel } from '../share/PreviewLinkPanel';
import { PublishPanel } from '../share/PublishPanel';
import { ShareJumpList } from '../share/ShareJumpList';
import { VersionsPanel } from '../share/VersionsPanel';
import type { BuilderStore } from '../state/builder-store';

type Props = { website: Website; store: BuilderStore };

/** A part the jump list moves to: focusable by script only, with no ring of its own. */
const part = (id: string) => ({ id, tabIndex: -1, className: 'scroll-mt-4 outline-none' });

/**
 * Spec point 2, Share tab: publishing the live website, a read-only preview link, her own domain
 * (issue 37), the versions.
 */
export function ShareTab({ website, store }: Props) {
  return (
    <div className="h-full overflow-y-auto">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6">
        <div>
          <h2 className="text-xl font-semibold">Share &amp; publish</h2>
          <p className="text-sm text-slate-600">
            Publish your website for visitors, or share a read-only preview of your draft.
          </p>
        </div>
        <ShareJumpList />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <div {...part('share-publish')}>
            <PublishPanel website={website} store={store} />
          </div>
          <div {...part('share-preview')}>
            <PreviewLinkPanel website={website} store={store} />
          </div>
        </div>
        <div {...part('share-domains')}>
          <DomainsPanel websiteId={website.id} />
        </div>
        <div {...part('share-figures')}>
          <PageFiguresPanel websiteId={website.id} store={store} />
        </div>
        <div {...part('share-versions')}>
          <VersionsPanel websiteId={website.id} store={store} />
        </div>
      </div>
    </div>
  );
}
