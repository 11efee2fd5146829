import { Plus, UserRound } from 'lucide-react';
import {
  AVATAR_LIMITS,
  emptyAvatar,
  type Avatar,
  type AvatarFields,
} from '../../../../model/avatars/avatar';
import { EXAMPLE_AVATAR } from '../../../../model/avatars/example-avatar';
import { useAvatarActions, useAvatars } from '../../../app/avatar-queries';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
import { editableFields, useAreaEditing } from '../../areas/area-editing';
import { AvatarCard } from './AvatarCard';
import { AvatarForm } from './AvatarForm';

type Editing = { id: number | null; fields: AvatarFields; title: string };

/** /customer-avatars: the coach's ideal clients, the current one marked; the AI writes for it. */
export default function AvatarsScreen() {
  const avatars = useAvatars();
  const { save, select, remove } = useAvatarActions();
  // ?new=1 (the Content Hub's 'New'): straight into a blank avatar.
  const { editing, setEditing, deleting, setDeleting } = useAreaEditing<Avatar, Editing>(() => ({
    id: null,
    fields: emptyAvatar(),
    title: 'New avatar',
  }));
  const list = avatars.data?.avatars ?? [];
  const full = list.length >= AVATAR_LIMITS.perCoach;

  const startNew = (fields: AvatarFields, title = 'New avatar') =>
    setEditing({ id: null, fields, title });

  if (editing) {
    return (
      <AreaPage
        title={editing.title}
        description="Describe one real client. The more of their own words you add, the more the copy sounds like them."
      >
        <AvatarForm
          initial={editing.fields}
          title={editing.id === null ? 'New avatar' : `Editing ${editing.fields.name}`}
          saving={save.isPending}
          onSave={async (fields) => {
            await save.mutateAsync({ id: editing.id, fields });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </AreaPage>
    );
  }

  return (
    <AreaPage
      title="Customer Avatars"
      description="Your ideal clients: their pains, their goals and the words they use. The current avatar is who AI copy is written for."
      actions={
        list.length > 0 && (
          <Button
            onClick={() => startNew(emptyAvatar())}
            disabled={full}
            title={full ? `You can keep up to ${AVATAR_LIMITS.perCoach} avatars` : undefined}
          >
            <Plus aria-hidden="true" /> New Avatar
          </Button>
        )
      }
    >
      <QueryStatus query={avatars} loading="Loading your avatars..." />
      {avatars.data && list.length === 0 && (
        <Card className="mx-auto flex max-w-2xl flex-col items-center gap-4 p-10 text-center">
          <UserRound aria-hidden="true" className="size-10 text-indigo-300" />
          <h2 className="text-xl font-semibold">No customer avatars yet</h2>
          <p className="text-slate-600">
            Copy written for everyone speaks to no one. An avatar is one real client: what keeps
            them up at night, what they want instead, and the words they use. With one selected, AI
            writes your pages, emails and posts in their language.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => startNew(EXAMPLE_AVATAR, 'Start from an example')}>
              Start from an example
            </Button>
            <Button variant="outline" onClick={() => startNew(emptyAvatar())}>
              Start blank
            </Button>
          </div>
        </Card>
      )}
      {list.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((avatar) => (
            <AvatarCard
              key={avatar.id}
              avatar={avatar}
              current={avatar.id === avatars.data?.currentId}
              busy={select.isPending || remove.isPending || save.isPending}
              onSelect={() => select.mutate(avatar.id)}
              onEdit={() =>
                setEditing({ id: avatar.id, fields: editableFields(avatar), title: avatar.name })
              }
              onDuplicate={() => {
                const fields = editableFields(avatar);
                save.mutate({
                  id: null,
                  fields: {
                    ...fields,
                    name: `Copy of ${fields.name}`.slice(0, AVATAR_LIMITS.name),
                  },
                });
              }}
              onDelete={() => setDeleting(avatar)}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this avatar'}?`}
        description="The avatar is removed for good. Copy already written for it stays in your content library."
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </AreaPage>
  );
}
