import { useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import type { PublicationsAnswer } from '../../../../model/api-answers';
import type { PublicationSummary } from '../../../../model/publication';
import { useLimits } from '../../../app/limits';
import { apiErrorOf, apiRequest } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Badge, Card } from '../../../ui/card';
import { toast } from '../../../ui/toast-store';
import type { BuilderStore } from '../state/builder-store';
import { PanelHeading } from './PanelHeading';
import { usePublishInfo } from './publish-status';
import { formatDate, leaveFlash } from './share-helpers';
import { VersionName } from './VersionName';
import { SpinnerIcon } from '../../../ui/spinner-icon';

type Publication = PublicationSummary;

export const publicationsKey = (websiteId: number) => ['publications', websiteId] as const;

type Props = { websiteId: number; store: BuilderStore };

/** Every published version, newest first; restoring one puts its content back into the draft. */
export function VersionsPanel({ websiteId, store }: Props) {
  const headingId = useId();
  const info = usePublishInfo(store);
  const versions = useQuery({
    queryKey: publicationsKey(websiteId),
    queryFn: async () =>
      (await apiRequest<PublicationsAnswer>(`/api/websites/${websiteId}/publications`))
        .publications,
    staleTime: 0,
  });
  const [asked, setAsked] = useState<Publication | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [naming, setNaming] = useState<number | null>(null);
  const kept = useLimits()?.publicationsKept;

  const restore = async (version: Publication) => {
    setRestoring(version.id);
    try {
      // Settle pending saves first, so none of them lands on top of the restored content.
      await store.flush();
      await apiRequest(`/api/websites/${websiteId}/publications/${version.id}/restore`, {
        method: 'POST',
      });
      leaveFlash({
        title: 'Version restored',
        description: `Your draft now holds version ${version.number}. Publish to make it live.`,
        kind: 'success',
      });
      // The builder starts again from the server's copy: no stale content, no stale versions.
      window.location.reload();
    } catch (error) {
      const reason = apiErrorOf(error)?.message;
      toast({
        title: 'Restore failed',
        description: `Version ${version.number} could not be restored${reason ? ` (${reason})` : ''}. Your draft is unchanged.`,
        kind: 'error',
      });
      setRestoring(null);
    }
  };

  const list = versions.data ?? [];
  return (
    <Card className="flex flex-col gap-4 p-6" role="region" aria-labelledby={headingId}>
      <PanelHeading
        id={headingId}
        icon={History}
        title="Published versions"
        subtitle="Restore one to bring its content back into your draft."
      />
      {kept !== undefined && (
        <p className="text-sm text-slate-600">
          The newest {kept.toLocaleString('en-US')} versions are kept, and every version you name.
        </p>
      )}

      {versions.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="flex items-center gap-2 text-sm text-slate-600">
            <SpinnerIcon /> Loading published versions...
          </span>
          {[0, 1].map((i) => (
            <span key={i} aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-muted" />
          ))}
        </div>
      ) : versions.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          Couldn&rsquo;t load the published versions.
          <Button size="sm" variant="outline" onClick={() => void versions.refetch()}>
            Retry
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-slate-50 p-4 text-sm text-slate-600">
          No published versions yet. Each time you publish, a version is kept here so you can go
          back to it.
        </p>
      ) : (
        <ol aria-label="Published versions" className="flex flex-col divide-y divide-border">
          {list.map((version, index) => {
            const isLive = info.isPublished && index === 0;
            return (
              <li
                key={version.id}
                aria-label={`Version ${version.number}`}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="flex min-w-0 items-center gap-3">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">
                    {version.number}
                  </span>
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 text-sm font-medium">
                      <span className="truncate">
                        {version.label ?? `Version ${version.number}`}
                      </span>
                      {isLive && <Badge tone="success">Live</Badge>}
                    </p>
                    <p className="text-xs text-slate-500">
                      {version.label && <>Version {version.number} · </>}
                      <time dateTime={version.createdAt}>
                        Published {formatDate(version.createdAt)}
                      </time>
                    </p>
                  </div>
                </div>
                <div className="flex items-center gap-1">
                  <VersionName
                    websiteId={websiteId}
                    version={version}
                    queryKey={publicationsKey(websiteId)}
                    onEditingChange={(editing) => setNaming(editing ? version.id : null)}
                  />
                  {naming !== version.id && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Restore version ${version.number}`}
                      disabled={restoring !== null}
                      onClick={() => {
                        setAsked(version);
                        setConfirming(true);
                      }}
                    >
                      {restoring === version.id ? (
                        <>
                          <SpinnerIcon /> Restoring...
                        </>
                      ) : (
                        <>
                          <RotateCcw aria-hidden="true" /> Restore
                        </>
                      )}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Restore version ${asked?.number ?? ''}?`}
        description="Your draft will be replaced by this version's content. Changes you haven't published will be lost. Your live website stays as it is until you publish."
        confirmLabel="Restore"
        onConfirm={() => asked && void restore(asked)}
      />
    </Card>
  );
}
