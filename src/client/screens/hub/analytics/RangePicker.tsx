import { useState } from 'react';
import { MAX_ANALYTICS_DAYS } from '../../../../model/analytics/analytics';
import { daysIn, isDay, lastDays, type Day } from '../../../../model/analytics/date-range';
import { Input } from '../../../ui/input';

export type Range = { from: Day; to: Day };
const PRESETS = [7, 30, 90] as const;

/** Why a custom range cannot be shown, or null. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isDay(from)) return 'Choose a start date.';
  if (!isDay(to)) return 'Choose an end date.';
  if (to < from) return 'The end date must not be before the start date.';
  if (daysIn(from, to) > MAX_ANALYTICS_DAYS) return `Choose at most ${MAX_ANALYTICS_DAYS} days.`;
  return null;
}

/** Last 7, 30 or 90 days, or two dates of the coach's own. */
export function RangePicker({
  today,
  value,
  onChange,
}: {
  today: Day;
  value: Range;
  onChange: (range: Range) => void;
}) {
  const preset = PRESETS.find((days) => {
    const range = lastDays(today, days);
    return range.from === value.from && range.to === value.to;
  });
  const [custom, setCustom] = useState(preset === undefined);
  const [draft, setDraft] = useState<Range>(value);
  const problem = custom ? rangeProblem(draft.from, draft.to) : null;

  const pick = (days: number) => {
    setCustom(false);
    onChange(lastDays(today, days));
  };
  const edit = (next: Range) => {
    setDraft(next);
    if (!rangeProblem(next.from, next.to)) onChange(next);
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Date range</legend>
      <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={!custom && preset === days}
            onClick={() => pick(days)}
            className="rounded px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-slate-900 aria-pressed:text-white"
          >
            {days} days
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          onClick={() => {
            setCustom(true);
            setDraft(value);
          }}
          className="rounded px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-slate-900 aria-pressed:text-white"
        >
          Custom
        </button>
      </div>
      {custom && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm">
            From
            <Input
              type="date"
              value={draft.from}
              max={today}
              aria-invalid={problem !== null}
              onChange={(e) => edit({ ...draft, from: e.target.value })}
            />
          </label>
          <label className="grid gap-1 text-sm">
            To
            <Input
              type="date"
              value={draft.to}
              max={today}
              aria-invalid={problem !== null}
              onChange={(e) => edit({ ...draft, to: e.target.value })}
            />
          </label>
          {problem && (
            <p role="alert" className="text-destructive w-full text-sm">
              {problem}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
