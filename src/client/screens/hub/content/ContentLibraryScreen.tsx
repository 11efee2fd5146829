import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Sparkles, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { writerLabel } from '../../../../model/ai/own-ai';
import {
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  type ContentItem,
  type ContentKind,
  type ContentListAnswer,
} from '../../../../model/ai/content';
import { useCurrentAvatar } from '../../../app/avatar-queries';
import { contentKeys, noAvatarToast, useGeneration } from '../../../app/ai-queries';
import { apiRequest, failureMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Badge, Card } from '../../../ui/card';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { toast } from '../../../ui/toast-store';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
import { ContentBodyView } from './ContentBodyView';
import { TurnIntoPost } from '../TurnIntoPost';
import { ProofNotes } from './ProofNotes';

type Filter = ContentKind | 'all';

/** What a blog post can be made from (issue 38): posts, emails and website copy, not offers. */
const POSTABLE = new Set<ContentItem['body']['shape']>(['social', 'killer-copy']);

const GENERATE_LABELS: Record<ContentKind, string> = {
  website: 'Website copy',
  email: 'Email',
  social: 'Social posts',
  offer: 'Offer',
};

/** /content-library: everything AI wrote for the coach, by kind; write more; copy; delete. */
export default function ContentLibraryScreen() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const [variants, setVariants] = useState<Record<string, number>>({});
  const { avatar } = useCurrentAvatar();
  const generation = useGeneration();
  const [params] = useSearchParams();
  const writeGroup = useRef<HTMLDivElement>(null);
  const askedToWrite = params.get('write') === '1';
  // ?write=1 (the Content Hub's 'Write'): the first kind to write is focused, one key away.
  useEffect(() => {
    if (askedToWrite) writeGroup.current?.querySelector('button')?.focus();
  }, [askedToWrite]);
  const items = useQuery({
    queryKey: contentKeys.list(filter),
    queryFn: () =>
      apiRequest<ContentListAnswer>(`/api/content${filter === 'all' ? '' : `?kind=${filter}`}`),
  });

  const generate = async (kind: ContentKind) => {
    if (avatar === null) {
      noAvatarToast();
      return;
    }
    const variant = variants[kind] ?? 0;
    const answer = await generation.generate<{ contentId: number }>(kind, variant);
    if (answer) {
      setVariants((v) => ({ ...v, [kind]: variant + 1 }));
      // The new item is shown: a filter for another kind gives way to the new item's kind.
      setFilter((shown) => (shown === 'all' ? shown : kind));
      setOpen(answer.contentId);
    }
  };

  const remove = async (item: ContentItem) => {
    try {
      await apiRequest(`/api/content/${item.id}`, { method: 'DELETE' });
      toast({
        title: 'Content Deleted',
        description: `“${item.title}” was removed.`,
        kind: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    } catch (error) {
      toast({ title: 'Could not delete', description: failureMessage(error), kind: 'error' });
    }
  };

  return (
    <AreaPage
      title="Generated Content"
      description={
        avatar ? (
          <>
            Copy written for <strong>{avatar.name}</strong>.{' '}
            <Link to="/customer-avatars" className="text-indigo-700 underline">
              Change avatar
            </Link>
          </>
        ) : (
          <>
            AI writes for your current customer avatar.{' '}
            <Link to="/customer-avatars" className="text-indigo-700 underline">
              Create or select one
            </Link>{' '}
            to start.
          </>
        )
      }
    >
      <Card
        ref={writeGroup}
        className="mb-6 flex flex-wrap items-center gap-2 p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-300"
        aria-label="Write new content"
        role="group"
      >
        <Sparkles aria-hidden="true" className="size-5 text-indigo-500" />
        <span className="mr-2 font-medium">Write</span>
        {CONTENT_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outline"
            size="sm"
            disabled={generation.running !== null}
            onClick={() => void generate(kind)}
          >
            {generation.running === kind && <SpinnerIcon />} {GENERATE_LABELS[kind]}
          </Button>
        ))}
        {generation.running && (
          <span role="status" className="ml-auto flex items-center gap-2 text-sm text-slate-600">
            Writing {GENERATE_LABELS[generation.running as ContentKind]?.toLowerCase() ?? 'copy'}...
            <Button variant="ghost" size="sm" onClick={generation.cancel}>
              <X aria-hidden="true" className="size-4" /> Cancel
            </Button>
          </span>
        )}
      </Card>
      <div role="tablist" aria-label="Show" className="mb-4 flex flex-wrap gap-1">
        {(['all', ...CONTENT_KINDS] as const).map((kind) => (
          <button
            key={kind}
            role="tab"
            type="button"
            aria-selected={filter === kind}
            className={`rounded-full px-3 py-1 text-sm ${filter === kind ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'}`}
            onClick={() => setFilter(kind)}
          >
            {kind === 'all' ? 'All' : CONTENT_KIND_LABELS[kind]}
          </button>
        ))}
      </div>
      <QueryStatus query={items} loading="Loading your content..." />
      {items.data?.items.length === 0 && (
        <Card className="flex flex-col items-center gap-3 p-12 text-center">
          <FileText aria-hidden="true" className="size-10 text-slate-300" />
          <p className="font-medium">No generated content yet.</p>
          <p className="max-w-md text-sm text-slate-600">
            Pick what to write above. Everything AI writes for you is kept here, with the avatar it
            was written for.
          </p>
        </Card>
      )}
      <ul className="grid grid-cols-1 gap-3" aria-label="Generated content">
        {items.data?.items.map((item) => (
          <li key={item.id}>
            <Card className="p-4">
              <div className="flex items-start gap-2">
                <button
                  type="button"
                  className="min-w-0 flex-1 text-left"
                  aria-expanded={open === item.id}
                  onClick={() => setOpen(open === item.id ? null : item.id)}
                >
                  <span className="block font-semibold break-words">{item.title}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                    For {item.avatarName} · {new Date(item.createdAt).toLocaleString()} ·{' '}
                    {writerLabel(item.provider)}
                    <Badge tone="secondary">{CONTENT_KIND_LABELS[item.kind]}</Badge>
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${item.title}`}
                  onClick={() => setDeleting(item)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
              {open === item.id && (
                <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4">
                  {POSTABLE.has(item.body.shape) && (
                    <div>
                      <TurnIntoPost kind="content" id={item.id} title={item.title} />
                    </div>
                  )}
                  <ContentBodyView item={item} />
                  <ProofNotes
                    proofNeeded={item.proofNeeded}
                    flags={item.flags}
                    sources={item.sources}
                  />
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this content?"
        description={`“${deleting?.title ?? ''}” is removed for good.`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </AreaPage>
  );
}
