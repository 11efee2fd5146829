import { Map as MapIcon, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ContentListAnswer } from '../../../../model/ai/content';
import { emptyStages, type JourneyFields } from '../../../../model/journeys/journey';
import { contentKeys } from '../../../app/ai-queries';
import { useAvatars } from '../../../app/avatar-queries';
import { useJourneyActions, useJourneys } from '../../../app/journey-queries';
import { apiRequest } from '../../../lib/api';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { avatarOptions, SelectField } from '../../../ui/select-field';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
import { JourneyEditor } from './JourneyEditor';

type Editing = { id: number | null; fields: JourneyFields; key: string };

/** /customer-journey: a journey map per avatar, six stages, drafted by the AI layer and edited. */
export default function JourneyScreen() {
  const journeys = useJourneys();
  const avatars = useAvatars({ fresh: true });
  const library = useQuery({
    queryKey: contentKeys.list('all'),
    queryFn: () => apiRequest<ContentListAnswer>('/api/content'),
  });
  const { save, remove, draft } = useJourneyActions();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [forAvatar, setForAvatar] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [variant, setVariant] = useState(0);

  const avatarList = avatars.data?.avatars ?? [];
  const chosenAvatar = forAvatar ?? avatars.data?.currentId ?? avatarList[0]?.id ?? null;

  const startDraft = async () => {
    if (chosenAvatar === null) return;
    const answer = await draft.mutateAsync({ avatarId: chosenAvatar, variant });
    setVariant(variant + 1);
    setEditing({ id: null, fields: answer.journey, key: `draft-${variant}` });
  };
  const startBlank = () => {
    if (chosenAvatar === null) return;
    const name = avatarList.find((a) => a.id === chosenAvatar)?.name ?? 'Avatar';
    setEditing({
      id: null,
      fields: { avatarId: chosenAvatar, name: `${name}: journey`, stages: emptyStages() },
      key: `blank-${Date.now()}`,
    });
  };

  return (
    <AreaPage
      title="Customer Journey"
      description="How one avatar goes from first hearing of you to telling others: what they ask and feel at each stage, where they meet you, and the content that serves them."
    >
      <QueryStatus query={avatars} loading="Loading your avatars..." />
      {avatars.data && avatarList.length === 0 && (
        <Card className="flex flex-col items-center gap-3 p-12 text-center">
          <MapIcon aria-hidden="true" className="size-10 text-slate-300" />
          <p className="text-slate-600">
            A journey map follows one customer avatar. Create an avatar first.
          </p>
          <Link to="/customer-avatars?new=1" className={buttonVariants()}>
            Create an Avatar
          </Link>
        </Card>
      )}
      {avatarList.length > 0 && (
        <div className="grid items-start gap-6 lg:grid-cols-[16rem_1fr]">
          <aside className="grid min-w-0 gap-4">
            <Card className="grid gap-3 p-4">
              <h2 className="font-semibold">New journey map</h2>
              <SelectField
                label="For avatar"
                value={chosenAvatar === null ? '' : String(chosenAvatar)}
                options={avatarOptions(avatarList)}
                onChange={(value) => setForAvatar(Number(value))}
              />
              <Button
                onClick={() => void startDraft().catch(() => undefined)}
                disabled={draft.isPending}
              >
                {draft.isPending ? <SpinnerIcon /> : <Sparkles aria-hidden="true" />} Draft with AI
              </Button>
              <Button variant="outline" onClick={startBlank}>
                <Plus aria-hidden="true" /> Start blank
              </Button>
            </Card>
            <nav aria-label="Journey maps" className="grid min-w-0 gap-1">
              <QueryStatus query={journeys} loading="Loading your journeys..." />
              {journeys.data?.journeys.length === 0 && (
                <p className="text-sm text-slate-600">No journey maps yet.</p>
              )}
              {journeys.data?.journeys.map((j) => (
                <button
                  key={j.id}
                  type="button"
                  aria-current={editing?.id === j.id ? 'true' : undefined}
                  onClick={() =>
                    setEditing({
                      id: j.id,
                      key: `${j.id}-${j.updatedAt}`,
                      fields: { avatarId: j.avatarId, name: j.name, stages: j.stages },
                    })
                  }
                  className="min-w-0 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 aria-[current=true]:bg-indigo-50 aria-[current=true]:font-semibold"
                >
                  <span className="block break-words">{j.name}</span>
                  <span className="block text-xs text-slate-600">
                    {j.avatarName} · {j.gaps.length === 0 ? 'no gaps' : `${j.gaps.length} gaps`}
                  </span>
                </button>
              ))}
            </nav>
          </aside>
          <section aria-label="Journey map">
            {editing ? (
              <JourneyEditor
                key={editing.key}
                id={editing.id}
                initial={editing.fields}
                avatars={avatarList}
                library={library.data?.items ?? []}
                saving={save.isPending}
                onSave={async (fields) => {
                  const saved = await save.mutateAsync({ id: editing.id, fields });
                  setEditing({ id: saved.id, fields, key: editing.key });
                }}
                onDelete={editing.id === null ? null : () => setDeleting(true)}
              />
            ) : (
              <Card className="p-8 text-center text-slate-600">
                Draft a journey map for an avatar, or open one of yours.
              </Card>
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this journey map?"
        description="The map and its notes are removed. Your avatar and content stay."
        confirmLabel="Delete"
        onConfirm={() => {
          const id = editing?.id;
          if (id == null) return;
          remove.mutate(id, { onSuccess: () => setEditing(null) });
        }}
      />
    </AreaPage>
  );
}
