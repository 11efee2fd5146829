import { Check, Copy, Pencil, Trash2 } from 'lucide-react';
import type { Avatar } from '../../../../model/avatars/avatar';
import { avatarCompleteness } from '../../../../model/avatars/avatar-form';
import { Button } from '../../../ui/button';
import { Badge, Card } from '../../../ui/card';

type Props = {
  avatar: Avatar;
  current: boolean;
  busy: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

/** One avatar in the list: who they are, how complete, and what can be done with it. */
export function AvatarCard({
  avatar,
  current,
  busy,
  onSelect,
  onEdit,
  onDuplicate,
  onDelete,
}: Props) {
  const d = avatar.demographics;
  const facts = [d.profession || d.occupation, d.age && `${d.age} years`, d.location].filter(
    Boolean,
  );
  const { percent } = avatarCompleteness(avatar);
  return (
    <Card
      className={`flex flex-col gap-3 p-5 ${current ? 'ring-2 ring-indigo-500' : ''}`}
      aria-label={avatar.name}
      role="article"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{avatar.name}</h2>
        {current && <Badge className="bg-indigo-600 text-white">Current</Badge>}
      </div>
      {facts.length > 0 && <p className="text-sm text-slate-600">{facts.join(' · ')}</p>}
      {avatar.quote && (
        <blockquote className="border-l-2 border-indigo-200 pl-3 text-sm text-slate-700 italic">
          “{avatar.quote}”
        </blockquote>
      )}
      <p className="text-xs text-slate-500">{percent}% complete</p>
      <div className="mt-auto flex flex-wrap gap-2">
        {!current && (
          <Button size="sm" onClick={onSelect} disabled={busy}>
            <Check aria-hidden="true" className="size-4" /> Select
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${avatar.name}`}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onDuplicate}
          disabled={busy}
          aria-label={`Duplicate ${avatar.name}`}
        >
          <Copy aria-hidden="true" className="size-4" /> Duplicate
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${avatar.name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </Card>
  );
}
