import { formatBytes, type StorageUsage } from '../../../../model/files/file';

/** How much of the coach's storage is used. */
export function UsageMeter({ usage }: { usage: StorageUsage }) {
  const share = Math.min(1, usage.usedBytes / usage.quotaBytes);
  return (
    <div className="w-56 text-sm">
      <p className="mb-1 text-slate-600">
        {formatBytes(usage.usedBytes)} of {formatBytes(usage.quotaBytes)} used
      </p>
      <meter
        className="h-2 w-full"
        min={0}
        max={1}
        low={0.8}
        high={0.95}
        optimum={0}
        value={share}
        aria-label="Storage used"
      />
    </div>
  );
}
