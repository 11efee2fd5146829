import {
  CalendarDays,
  Check,
  ChevronRight,
  ImageOff,
  ImageMinus,
  Link2,
  PenLine,
  Sparkles,
  Quote,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type {
  ChecklistGroup,
  ChecklistItem,
  ChecklistKind,
} from '../../../../model/publish-checklist';

const ICONS: Record<ChecklistKind, LucideIcon> = {
  name: UserRound,
  calendar: CalendarDays,
  link: Link2,
  sample: PenLine,
  written: Sparkles,
  testimonial: Quote,
  alt: ImageOff,
  'missing-image': ImageMinus,
};

export type OnPick = (item: ChecklistItem) => void;

/** The items by where they are (the Design tab, then each section in page order). */
function grouped(
  items: readonly ChecklistItem[],
): { group: ChecklistGroup; items: ChecklistItem[] }[] {
  const groups = new Map<string, { group: ChecklistGroup; items: ChecklistItem[] }>();
  for (const item of items) {
    const found = groups.get(item.group.key);
    if (found) found.items.push(item);
    else groups.set(item.group.key, { group: item.group, items: [item] });
  }
  return [...groups.values()];
}

function Item({
  item,
  onPick,
  onKeep,
}: {
  item: ChecklistItem;
  onPick: OnPick;
  onKeep: (() => void) | undefined;
}) {
  const Icon = ICONS[item.kind];
  const titleId = useId();
  return (
    <li
      data-checklist-key={item.key}
      className="flex flex-col rounded-lg border sm:flex-row sm:items-stretch sm:gap-1 border-amber-200 bg-amber-50/60 transition-colors hover:border-amber-300"
    >
      <button
        type="button"
        data-checklist-item={item.kind}
        onClick={() => onPick(item)}
        className="group flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-amber-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span className="min-w-0 flex-1">
          <span id={titleId} className="block break-words text-sm font-medium text-slate-900">
            {item.title}
          </span>
          <span className="block text-xs text-slate-600">{item.detail}</span>
        </span>
        <span className="flex shrink-0 items-center gap-0.5 self-center text-xs font-medium text-primary group-hover:underline">
          Fix <ChevronRight aria-hidden="true" className="size-3.5" />
        </span>
      </button>
      {onKeep && (
        <button
          type="button"
          aria-describedby={titleId}
          onClick={onKeep}
          className="-mt-1.5 mb-1 mr-1 flex shrink-0 cursor-pointer items-center gap-1 self-end rounded-md px-2 py-1.5 sm:my-0 sm:self-center text-xs font-medium text-slate-700 hover:bg-white hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Check aria-hidden="true" className="size-3.5" />
          Keep it
        </button>
      )}
    </li>
  );
}

/**
 * Each thing still sample or missing, grouped by where it is, as a button that takes the coach to
 * it; words from a template also have "Keep it". `level`: the group headings' level.
 */
export function ChecklistItems({
  items,
  onPick,
  onKeep,
  level,
}: {
  items: readonly ChecklistItem[];
  onPick: OnPick;
  onKeep?: OnPick | undefined;
  level: 3 | 5;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  // A kept item leaves the list: the focus goes on to the item that took its place.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    focusNext.current = null;
    const next = list.current?.querySelector<HTMLElement>(
      `[data-checklist-key="${CSS.escape(key)}"] button`,
    );
    next?.focus();
  }, [items]);
  const keep = (item: ChecklistItem) => {
    const index = items.indexOf(item);
    focusNext.current = (items[index + 1] ?? items[index - 1])?.key ?? null;
    onKeep?.(item);
  };
  const Heading = level === 3 ? 'h3' : 'h5';
  return (
    <div ref={list} className="flex flex-col gap-3">
      {grouped(items).map(({ group, items: inGroup }) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
          <Heading
            id={`${id}-${group.key}`}
            className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600"
          >
            {group.heading}
          </Heading>
          <ul className="flex flex-col gap-1.5">
            {inGroup.map((item) => (
              <Item
                key={item.key}
                item={item}
                onPick={onPick}
                onKeep={onKeep && item.keep ? () => keep(item) : undefined}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
