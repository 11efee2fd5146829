import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, CircleOff, Globe, Rocket } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { PublishAnswer } from '../../../../model/api-answers';
import { afterEditing, KEPT_SAMPLE, keptWith, UNREVIEWED } from '../../../../model/kept-sample';
import { publishChecklist, type ChecklistItem } from '../../../../model/publish-checklist';
import type { Website, WebsiteSummary } from '../../../../model/website';
import { apiErrorOf, apiRequest } from '../../../lib/api';
import { useMissingFiles } from '../../../app/missing-files';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { PanelHeading } from './PanelHeading';
import { Card } from '../../../ui/card';
import { toast } from '../../../ui/toast-store';
import { useGoTo } from '../navigation';
import type { BuilderStore } from '../state/builder-store';
import { AddressForm } from './AddressForm';
import { LinkBox } from './LinkBox';
import { PublishChecklist, PublishChecklistDialog } from './PublishChecklist';
import { LiveStateBadge } from './PublishBadge';
import {
  fromSummary,
  liveUrlOf,
  usePublicOrigin,
  publishStatusOf,
  useLiveState,
  usePublishInfo,
  type LiveState,
} from './publish-status';
import { publicationsKey } from './VersionsPanel';
import { formatDate, saveEdits } from './share-helpers';
import { SpinnerIcon } from '../../../ui/spinner-icon';

type Props = { website: Website; store: BuilderStore };

const STATE_LINE: Record<LiveState, { icon: typeof Globe; tone: string; text: string }> = {
  never: {
    icon: CircleOff,
    tone: 'text-slate-600',
    text: 'Not published yet. Publish to give your website a public address visitors can open.',
  },
  offline: {
    icon: CircleOff,
    tone: 'text-slate-600',
    text: 'Unpublished: visitors to your address see “This page isn’t available”. Publish to bring it back.',
  },
  live: {
    icon: CheckCircle2,
    tone: 'text-green-800',
    text: 'Your live website is up to date with your draft.',
  },
  changes: {
    icon: AlertCircle,
    tone: 'text-amber-800',
    text: 'Your draft has changes that are not live yet. Publish to show them to visitors.',
  },
};

function withReason(text: string, error: unknown): string {
  const reason = apiErrorOf(error)?.message;
  return reason ? `${text} (${reason})` : text;
}

/** Publishing: publish / unpublish, the live address with its QR code, and the address itself. */
export function PublishPanel({ website, store }: Props) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const status = publishStatusOf(store);
  const info = usePublishInfo(store);
  const live = useLiveState(store, website);
  const [busy, setBusy] = useState<'publishing' | 'unpublishing' | null>(null);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const liveOrigin = usePublicOrigin();
  const liveUrl = liveUrlOf(info, liveOrigin);
  const line = STATE_LINE[live];
  const LineIcon = line.icon;
  const goTo = useGoTo();
  const missingFiles = useMissingFiles(website);
  const checklist = useMemo(
    () => publishChecklist(website, { missingFiles }),
    [website, missingFiles],
  );
  const [checking, setChecking] = useState(false);
  // "Keep it": the field's template words stay, noted in the element's content (one undo step).
  const keep = (item: ChecklistItem) => {
    if (!item.keep) return;
    const { elementId, field } = item.keep;
    const element = website.sections.flatMap((s) => s.elements).find((e) => e.id === elementId);
    if (!element) return;
    store.sealEdit();
    // Written words she keeps are read; a template's words she keeps are noted as kept.
    const unread = item.kind === 'written' ? afterEditing(element.content, field) : null;
    store.dispatch(
      unread !== null
        ? { type: 'edit-content', elementId, field: UNREVIEWED, value: unread }
        : {
            type: 'edit-content',
            elementId,
            field: KEPT_SAMPLE,
            value: keptWith(element.content, field),
          },
    );
    store.sealEdit();
  };

  const publish = async () => {
    setBusy('publishing');
    try {
      const saved = await saveEdits(store);
      if (!saved.ok) {
        toast({ title: 'Not published', description: saved.message, kind: 'error' });
        return;
      }
      const answer = await apiRequest<PublishAnswer>(`/api/websites/${website.id}/publish`, {
        method: 'POST',
      });
      status.published(answer, saved.draft);
      void queryClient.invalidateQueries({ queryKey: publicationsKey(website.id) });
      toast({
        title: 'Website published',
        description: `Version ${answer.publication.number} is live at ${answer.url}`,
        kind: 'success',
      });
    } catch (error) {
      toast({
        title: 'Publish failed',
        description: withReason(
          'Your website could not be published. Your edits are safe in the builder; please try again.',
          error,
        ),
        kind: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  const unpublish = async () => {
    setBusy('unpublishing');
    try {
      const summary = await apiRequest<WebsiteSummary>(`/api/websites/${website.id}/unpublish`, {
        method: 'POST',
      });
      status.update(fromSummary(summary));
      toast({
        title: 'Website unpublished',
        description: 'Your live page is offline. Your draft and published versions are kept.',
        kind: 'success',
      });
    } catch (error) {
      toast({
        title: 'Unpublish failed',
        description: withReason('Your website is still live. Please try again.', error),
        kind: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className="flex flex-col gap-5 p-6" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PanelHeading
          id={headingId}
          icon={Globe}
          title="Live website"
          subtitle={
            info.isPublished && info.publishedAt
              ? `Last published ${formatDate(info.publishedAt)}`
              : 'What visitors see at your public address.'
          }
        />
        <LiveStateBadge state={live} />
      </div>

      <p
        role="status"
        data-live-state={live}
        className={`flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm ${line.tone}`}
      >
        <LineIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {line.text}
      </p>

      <PublishChecklist items={checklist} onPick={(item) => goTo(item.target)} onKeep={keep} />

      <div className="flex flex-wrap gap-2">
        <Button
          // With nothing left to check, Publish publishes at once, as it always has.
          onClick={() => (checklist.length > 0 ? setChecking(true) : void publish())}
          disabled={busy !== null}
        >
          {busy === 'publishing' ? (
            <>
              <SpinnerIcon /> Publishing...
            </>
          ) : (
            <>
              <Rocket aria-hidden="true" /> Publish
            </>
          )}
        </Button>
        {info.isPublished && (
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => setConfirmUnpublish(true)}
          >
            {busy === 'unpublishing' ? (
              <>
                <SpinnerIcon /> Unpublishing...
              </>
            ) : (
              <>
                <CircleOff aria-hidden="true" /> Unpublish
              </>
            )}
          </Button>
        )}
      </div>

      {info.isPublished && liveUrl && (
        <LinkBox url={liveUrl} label="Live address" qrLabel="QR code for the live website" />
      )}

      <div className="border-t border-border pt-4">
        <AddressForm
          key={info.slug ?? ''}
          websiteId={website.id}
          websiteName={website.name}
          slug={info.slug}
          liveOrigin={liveOrigin}
          isPublished={info.isPublished}
          // A new address changes no content: what the builder knew about unpublished changes holds.
          onSaved={(summary) => status.update({ slug: summary.slug })}
        />
      </div>

      <PublishChecklistDialog
        open={checking}
        onOpenChange={setChecking}
        items={checklist}
        onPick={(item) => goTo(item.target)}
        onKeep={keep}
        onPublishAnyway={() => void publish()}
      />

      <ConfirmDialog
        open={confirmUnpublish}
        onOpenChange={setConfirmUnpublish}
        title="Unpublish this website?"
        description="Visitors to your address will see “This page isn’t available” until you publish again. Your draft and published versions are kept."
        confirmLabel="Unpublish"
        onConfirm={() => void unpublish()}
      />
    </Card>
  );
}
