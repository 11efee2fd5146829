import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { COACH_LIMITS, type ConversationSummary } from '../../../../model/coach/conversation';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { SpinnerIcon } from '../../../ui/spinner-icon';

type Props = {
  sessions: ConversationSummary[];
  selected: number | null;
  starting: boolean;
  onStart: () => void;
  onSelect: (id: number) => void;
  onRename: (id: number, title: string) => void;
  onDelete: (id: number) => void;
};

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** The kept sessions, newest first: open, rename or delete one, or start a new one. */
export function SessionList({
  sessions,
  selected,
  starting,
  onStart,
  onSelect,
  onRename,
  onDelete,
}: Props) {
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const finishRename = () => {
    if (renaming && renaming.title.trim()) onRename(renaming.id, renaming.title.trim());
    setRenaming(null);
  };
  return (
    <div className="grid gap-3">
      <Button onClick={onStart} disabled={starting}>
        {starting ? <SpinnerIcon /> : <Plus aria-hidden="true" />} New session
      </Button>
      <nav aria-label="Coaching sessions" className="min-w-0">
        {sessions.length === 0 && (
          <p className="text-sm text-slate-600">No coaching sessions yet.</p>
        )}
        <ul className="grid gap-1">
          {sessions.map((s) => (
            <li key={s.id} className="group flex min-w-0 items-center gap-1">
              {renaming?.id === s.id ? (
                <form
                  className="flex flex-1 items-center gap-1"
                  onSubmit={(e) => {
                    e.preventDefault();
                    finishRename();
                  }}
                >
                  <Input
                    aria-label="Session name"
                    autoFocus
                    value={renaming.title}
                    maxLength={COACH_LIMITS.title}
                    onChange={(e) => setRenaming({ id: s.id, title: e.target.value })}
                    onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
                  />
                  <Button type="submit" size="icon" variant="ghost" aria-label="Save name">
                    <Check aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label="Cancel rename"
                    onClick={() => setRenaming(null)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </form>
              ) : (
                <>
                  <button
                    type="button"
                    aria-current={selected === s.id ? 'true' : undefined}
                    onClick={() => onSelect(s.id)}
                    className="min-w-0 flex-1 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 aria-[current=true]:bg-indigo-50 aria-[current=true]:font-semibold"
                  >
                    <span className="block truncate">{s.title}</span>
                    <span className="block text-xs font-normal text-slate-600">
                      {when(s.updatedAt)} · {s.messageCount} messages
                    </span>
                  </button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Rename ${s.title}`}
                    onClick={() => setRenaming({ id: s.id, title: s.title })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Delete ${s.title}`}
                    onClick={() => setDeleting(s)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this session?"
        description={`“${deleting?.title ?? ''}” and all its messages are removed.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && onDelete(deleting.id)}
      />
    </div>
  );
}
