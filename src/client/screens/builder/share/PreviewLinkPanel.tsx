import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Link2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ActiveShareLinkAnswer, ShareLinkAnswer } from '../../../../model/api-answers';
import type { Website } from '../../../../model/website';
import { apiRequest } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Badge, Card } from '../../../ui/card';
import { toast } from '../../../ui/toast-store';
import type { BuilderStore } from '../state/builder-store';
import { PanelHeading } from './PanelHeading';
import { LinkBox } from './LinkBox';
import { SpinnerIcon } from '../../../ui/spinner-icon';

export const shareLinkKey = (websiteId: number) => ['share-link', websiteId] as const;

type Props = { website: Website; store: BuilderStore };

/** Spec point 2, Share tab: a read-only link to the draft. States: none, creating, ready. */
export function PreviewLinkPanel({ website, store }: Props) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const key = shareLinkKey(website.id);
  const link = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await apiRequest<ActiveShareLinkAnswer>(`/api/websites/${website.id}/share`)).link,
    staleTime: 0,
  });
  const [busy, setBusy] = useState<'creating' | 'revoking' | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);

  const settle = async (value: ShareLinkAnswer | null) => {
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, value);
  };

  const create = async () => {
    setBusy('creating');
    try {
      // The link shows the saved draft: save what is on the canvas first.
      await store.flush();
      const created = await apiRequest<ShareLinkAnswer>('/api/share/create-public-preview', {
        method: 'POST',
        body: { websiteId: website.id, websiteName: website.name },
      });
      await settle(created);
      toast({
        title: 'Public preview created',
        description: 'Your website is now available for external sharing.',
        kind: 'success',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to create public preview. Please try again.',
        kind: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  const revoke = async (token: string) => {
    setBusy('revoking');
    try {
      await apiRequest<undefined>(`/api/share/${encodeURIComponent(token)}`, { method: 'DELETE' });
      await settle(null);
      toast({
        title: 'Public preview revoked',
        description: 'The link no longer opens your website.',
        kind: 'success',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to revoke the link. Please try again.',
        kind: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-6" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PanelHeading
          id={headingId}
          icon={Eye}
          title="Public preview link"
          subtitle="Share your draft for feedback before it goes live."
        />
        {link.data && (
          <Badge tone="secondary" className="shrink-0 whitespace-nowrap">
            Read-only
          </Badge>
        )}
      </div>

      {link.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon /> Checking for a public preview...
        </p>
      ) : link.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          Couldn&rsquo;t check for a public preview.
          <Button size="sm" variant="outline" onClick={() => void link.refetch()}>
            Retry
          </Button>
        </div>
      ) : link.data ? (
        <>
          <p className="text-sm text-slate-600">
            Anyone with this link sees your current draft, read-only. It updates as you edit and is
            hidden from search engines.
          </p>
          <LinkBox
            url={link.data.publicUrl}
            label="Public link"
            qrLabel="QR code for the public preview link"
          >
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              disabled={busy === 'revoking'}
              onClick={() => setConfirmRevoke(true)}
            >
              <Trash2 aria-hidden="true" /> {busy === 'revoking' ? 'Revoking...' : 'Revoke link'}
            </Button>
          </LinkBox>
          <ConfirmDialog
            open={confirmRevoke}
            onOpenChange={setConfirmRevoke}
            title="Revoke this link?"
            description="People who have the link will no longer be able to open your draft. You can create a new link at any time."
            confirmLabel="Revoke link"
            onConfirm={() => link.data && void revoke(link.data.token)}
          />
        </>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-slate-50 p-4">
          <p className="text-sm text-slate-600">
            No public preview yet. Create a link to show your draft to clients or colleagues; they
            can view it but not change it.
          </p>
          <Button onClick={() => void create()} disabled={busy === 'creating'}>
            {busy === 'creating' ? (
              <>
                <SpinnerIcon /> Creating...
              </>
            ) : (
              <>
                <Link2 aria-hidden="true" /> Create public preview
              </>
            )}
          </Button>
        </div>
      )}
    </Card>
  );
}
