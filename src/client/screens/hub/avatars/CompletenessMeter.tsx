import { avatarCompleteness } from '../../../../model/avatars/avatar-form';
import type { AvatarFields } from '../../../../model/avatars/avatar';

/** How much of what copy draws on is filled in, and the next few fields worth filling. */
export function CompletenessMeter({ avatar }: { avatar: AvatarFields }) {
  const { percent, missing } = avatarCompleteness(avatar);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">Complete</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="meter"
        aria-label="Avatar completeness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {missing.length > 0 && (
        <p className="text-xs text-slate-600">
          Missing:{' '}
          {missing
            .slice(0, 4)
            .map((f) => f.label)
            .join(', ')}
          {missing.length > 4 ? ` and ${missing.length - 4} more` : ''}
        </p>
      )}
    </div>
  );
}
