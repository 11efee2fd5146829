import { CheckCircle2, ListChecks } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { ChecklistItem } from '../../../../model/publish-checklist';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { ChecklistItems, type OnPick } from './ChecklistItems';

function Clear() {
  return (
    <p className="flex items-center gap-2 text-sm text-green-800" data-checklist="clear">
      <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
      Nothing sample left: your page is all yours.
    </p>
  );
}

/** The checklist in the Live website panel: what is left, or that nothing is. */
export function PublishChecklist({
  items,
  onPick,
  onKeep,
}: {
  items: readonly ChecklistItem[];
  onPick: OnPick;
  onKeep: OnPick;
}) {
  const headingId = useId();
  if (items.length === 0) return <Clear />;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ListChecks aria-hidden="true" className="size-4 text-amber-700" />
        Before you publish
      </h4>
      <p className="text-sm text-slate-600">
        {items.length === 1
          ? 'One thing is still sample or missing.'
          : `${items.length} things are still sample or missing.`}
      </p>
      <ChecklistItems items={items} onPick={onPick} onKeep={onKeep} level={5} />
    </section>
  );
}

/** Asked when Publish is pressed while something is left: fix it first, or publish anyway. */
export function PublishChecklistDialog({
  open,
  onOpenChange,
  items,
  onPick,
  onKeep,
  onPublishAnyway,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly ChecklistItem[];
  onPick: OnPick;
  onKeep: OnPick;
  onPublishAnyway: () => void;
}) {
  // Taken to a field to fix, the coach's focus stays there rather than going back to Publish.
  const picked = useRef(false);
  // The last item kept, the list gives way to "Nothing sample left": the focus goes to Publish.
  const publishButton = useRef<HTMLButtonElement>(null);
  const empty = items.length === 0;
  useEffect(() => {
    if (open && empty) publishButton.current?.focus();
  }, [open, empty]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // The list scrolls between the title and the buttons, which stay in reach on a phone.
        className="grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden"
        onOpenAutoFocus={() => {
          picked.current = false;
        }}
        onCloseAutoFocus={(event) => {
          if (picked.current) event.preventDefault();
        }}
      >
        <div className="flex flex-col gap-1 pr-6">
          <DialogTitle>Some things are still sample</DialogTitle>
          <DialogDescription>
            Visitors will see them as they are. Fix them first, or publish anyway.
          </DialogDescription>
        </div>
        <div className="-mx-2 min-h-0 overflow-y-auto px-2 py-1">
          {items.length === 0 ? (
            <Clear />
          ) : (
            <ChecklistItems
              items={items}
              level={3}
              onKeep={onKeep}
              onPick={(item) => {
                picked.current = true;
                onOpenChange(false);
                onPick(item);
              }}
            />
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not yet
          </Button>
          <Button
            ref={publishButton}
            onClick={() => {
              onOpenChange(false);
              onPublishAnyway();
            }}
          >
            {items.length === 0 ? 'Publish' : 'Publish anyway'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
