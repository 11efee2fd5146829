import { Copy, ExternalLink, Globe, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TemplateSummary } from '../../../model/templates/types';
import type { WebsiteSummary } from '../../../model/website';
import { Button, buttonVariants } from '../../ui/button';
import { Badge, Card } from '../../ui/card';
import { PageThumbnail } from './PageThumbnail';
import { liveUrl } from '../../../model/page-urls';

type Props = {
  website: WebsiteSummary;
  template: TemplateSummary | undefined;
  busy: boolean;
  /** Where visitors reach live pages (PUBLIC_URL when set). */
  liveOrigin: string;
  /** Why the website cannot be copied now (the coach has as many as they may keep). */
  duplicateBlockedBy?: string | undefined;
  onDuplicate: () => void;
  onDelete: () => void;
};

export function WebsiteCard({
  website,
  template,
  busy,
  liveOrigin,
  duplicateBlockedBy,
  onDuplicate,
  onDelete,
}: Props) {
  const liveAddress =
    website.isPublished && website.slug ? liveUrl(liveOrigin, website.slug) : null;
  return (
    <Card className="flex flex-col overflow-hidden" aria-label={website.name} role="article">
      <PageThumbnail websiteId={website.id} updatedAt={website.updatedAt} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="break-words text-base font-semibold [overflow-wrap:anywhere]">
            {website.name}
          </h3>
          {website.isPublished && <Badge tone="success">Published</Badge>}
        </div>
        <p className="text-xs font-medium uppercase tracking-wide text-primary">
          {template?.name ?? website.template}
        </p>
        {liveAddress ? (
          <a
            href={liveAddress}
            target="_blank"
            rel="noopener"
            className="flex min-w-0 items-center gap-1.5 text-sm text-green-800 underline decoration-green-300 underline-offset-2 hover:decoration-green-700"
            aria-label={`Live at ${liveAddress}`}
          >
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{liveAddress.replace(/^https?:\/\//, '')}</span>
          </a>
        ) : (
          !website.isPublished && <p className="text-sm text-slate-500">Not live yet</p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <Link to={`/builder/${website.id}`} className={buttonVariants({ size: 'sm' })}>
            <Pencil aria-hidden="true" /> Edit
          </Link>
          <a
            href={`/preview/${website.id}`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            <ExternalLink aria-hidden="true" /> Preview
          </a>
          <span className="ml-auto flex gap-1">
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Duplicate ${website.name}`}
              title={duplicateBlockedBy ? `Can't duplicate: ${duplicateBlockedBy}` : 'Duplicate'}
              disabled={busy || duplicateBlockedBy !== undefined}
              onClick={onDuplicate}
            >
              <Copy aria-hidden="true" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="text-destructive hover:bg-red-50"
              aria-label={`Delete ${website.name}`}
              title="Delete"
              disabled={busy}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </span>
        </div>
      </div>
    </Card>
  );
}
