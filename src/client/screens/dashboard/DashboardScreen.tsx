import { Globe, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { quotaMessages } from '../../../model/quota-messages';
import type { WebsiteSummary } from '../../../model/website';
import { limitReachedMessage, useLimits } from '../../app/limits';
import { preloadable } from '../../lib/preloadable';
import { usePublicOrigin } from '../../app/public-origin';
import { BlockedReason, useBlockedReason } from '../../ui/blocked-reason';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/alert-dialog';
import { Card, Spinner } from '../../ui/card';
import { toast } from '../../ui/toast-store';
import { AppHeader } from '../areas/AppHeader';
import { WebsiteCard } from './WebsiteCard';
import {
  useDeleteWebsite,
  useDuplicateWebsite,
  useTemplates,
  useWebsites,
} from './website-queries';
import { liveUrl } from '../../../model/page-urls';

// The Create Website dialog (with Radix Select and Floating UI, about 14 KiB gzip) loads when the
// coach reaches for its button, not with the dashboard and the builder that share this chunk.
const createDialog = preloadable(() =>
  import('./CreateWebsiteDialog').then((module) => module.CreateWebsiteDialog),
);
const CreateWebsiteDialog = createDialog.Lazy;
const preloadCreate = () => void createDialog.preload();

export default function DashboardScreen() {
  const websites = useWebsites();
  const templates = useTemplates();
  const duplicate = useDuplicateWebsite();
  const remove = useDeleteWebsite();
  const [creating, setCreating] = useState(false);
  // Kept once opened, so the dialog keeps what was typed and can animate its closing.
  const [dialogMounted, setDialogMounted] = useState(false);
  const openCreate = () => {
    setDialogMounted(true);
    setCreating(true);
  };
  const prepareCreate = { onPointerEnter: preloadCreate, onFocus: preloadCreate };
  const [toDelete, setToDelete] = useState<WebsiteSummary | null>(null);
  const limits = useLimits();
  const liveOrigin = usePublicOrigin();
  const count = websites.data?.length;
  const max = limits?.websitesPerCoach;
  const atLimit = count !== undefined && max !== undefined && count >= max;
  const limitReason = atLimit ? quotaMessages.websites(max) : undefined;
  const blocked = useBlockedReason(limitReason);

  async function duplicateWebsite(website: WebsiteSummary) {
    try {
      await duplicate.mutateAsync(website.id);
      toast({ title: 'Website duplicated', kind: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: limitReachedMessage(error) ?? 'Failed to duplicate website',
        kind: 'error',
      });
    }
  }

  async function deleteWebsite(website: WebsiteSummary) {
    try {
      await remove.mutateAsync(website.id);
      toast({
        title: 'Website deleted',
        description: `"${website.name}" has been permanently removed`,
        kind: 'success',
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to delete website', kind: 'error' });
    }
  }

  let body;
  if (websites.isPending) {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 py-20 text-slate-600">
        <Spinner />
        <p>Loading your websites...</p>
      </div>
    );
  } else if (websites.isError) {
    body = (
      <Card role="alert" className="flex flex-col items-center gap-4 p-10 text-center">
        <p className="text-destructive">Error loading websites: {websites.error.message}</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </Card>
    );
  } else if (websites.data.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-4 p-12 text-center">
        <Globe aria-hidden="true" className="size-12 text-indigo-300" />
        <h3 className="text-lg font-semibold">No websites yet</h3>
        <p className="max-w-sm text-sm text-slate-600">
          Pick a template, add your words and share your page with the people you coach.
        </p>
        <Button onClick={openCreate} {...prepareCreate}>
          <Plus aria-hidden="true" /> Create Your First Website
        </Button>
      </Card>
    );
  } else {
    body = (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {websites.data.map((website) => (
          <WebsiteCard
            key={website.id}
            website={website}
            template={templates.data?.find((t) => t.id === website.template)}
            busy={duplicate.isPending || remove.isPending}
            liveOrigin={liveOrigin}
            duplicateBlockedBy={limitReason}
            onDuplicate={() => duplicateWebsite(website)}
            onDelete={() => setToDelete(website)}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Website Builder</h1>
            <p className="mt-1 text-slate-600">Create and manage your coaching websites</p>
          </div>
          <div className="flex flex-col items-end gap-1.5">
            <div className="flex items-center gap-3">
              {count !== undefined && max !== undefined && (
                <span className="text-sm text-slate-600">
                  {count.toLocaleString('en-US')} of {max.toLocaleString('en-US')} websites
                </span>
              )}
              <Button onClick={openCreate} {...prepareCreate} {...blocked.control}>
                <Plus aria-hidden="true" /> Create Website
              </Button>
            </div>
            <BlockedReason {...blocked.note} className="max-w-xs text-right text-sm" />
          </div>
        </div>
        <section aria-labelledby="your-websites">
          <h2 id="your-websites" className="mb-4 text-xl font-semibold">
            Your Websites
          </h2>
          {body}
        </section>
        {dialogMounted && (
          <Suspense fallback={null}>
            <CreateWebsiteDialog open={creating} onOpenChange={setCreating} />
          </Suspense>
        )}
        <ConfirmDialog
          open={toDelete !== null}
          onOpenChange={(open) => !open && setToDelete(null)}
          title="Delete website?"
          description={deleteQuestion(toDelete, liveOrigin)}
          confirmLabel="Delete"
          onConfirm={() => toDelete && deleteWebsite(toDelete)}
        />
      </main>
    </>
  );
}

/** Spec point: the question before deleting; a published website's live page goes offline with it. */
function deleteQuestion(website: WebsiteSummary | null, liveOrigin: string): string {
  const ask = 'Are you sure you want to delete this website?';
  const cannotUndo = 'This action cannot be undone.';
  if (!website?.isPublished || !website.slug) return `${ask} ${cannotUndo}`;
  const address = liveUrl(liveOrigin, website.slug).replace(/^https?:\/\//, '');
  return `${ask} Its live page at ${address} will go offline for everyone who visits it. ${cannotUndo}`;
}
