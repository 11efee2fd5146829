import {
  CalendarDays,
  CheckCircle2,
  ChevronRight,
  ImageOff,
  ImageMinus,
  Link2,
  ListChecks,
  Quote,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useId, useRef } from 'react';
import type { ChecklistItem, ChecklistKind } from '../../../../model/publish-checklist';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';

const ICONS: Record<ChecklistKind, LucideIcon> = {
  name: UserRound,
  calendar: CalendarDays,
  link: Link2,
  testimonial: Quote,
  alt: ImageOff,
  'missing-image': ImageMinus,
};

type OnPick = (item: ChecklistItem) => void;

/** Each thing still sample or missing, as a button that takes the coach to it. */
function ChecklistItems({ items, onPick }: { items: readonly ChecklistItem[]; onPick: OnPick }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {items.map((item) => {
        const Icon = ICONS[item.kind];
        return (
          <li key={item.key}>
            <button
              type="button"
              data-checklist-item={item.kind}
              onClick={() => onPick(item)}
              className="group flex w-full cursor-pointer items-start gap-3 rounded-lg border border-amber-200 bg-amber-50/60 px-3 py-2.5 text-left transition-colors hover:border-amber-300 hover:bg-amber-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{item.title}</span>
                <span className="block text-xs text-slate-600">{item.detail}</span>
              </span>
              <span className="flex shrink-0 items-center gap-0.5 self-center text-xs font-medium text-primary group-hover:underline">
                Fix <ChevronRight aria-hidden="true" className="size-3.5" />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The checklist in the Live website panel: what is left, or that nothing is. */
export function PublishChecklist({
  items,
  onPick,
}: {
  items: readonly ChecklistItem[];
  onPick: OnPick;
}) {
  const headingId = useId();
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-green-800" data-checklist="clear">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        Nothing sample left: your page is all yours.
      </p>
    );
  }
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
      <ChecklistItems items={items} onPick={onPick} />
    </section>
  );
}

/** Asked when Publish is pressed while something is left: fix it first, or publish anyway. */
export function PublishChecklistDialog({
  open,
  onOpenChange,
  items,
  onPick,
  onPublishAnyway,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly ChecklistItem[];
  onPick: OnPick;
  onPublishAnyway: () => void;
}) {
  // Taken to a field to fix, the coach's focus stays there rather than going back to Publish.
  const picked = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
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
        <ChecklistItems
          items={items}
          onPick={(item) => {
            picked.current = true;
            onOpenChange(false);
            onPick(item);
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not yet
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              onPublishAnyway();
            }}
          >
            Publish anyway
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
