import { useId } from 'react';
import { cn } from '../lib/cn';

/**
 * A control that is off while `reason` says why: spread `control` on the button and render
 * `<BlockedReason {...note} />` where the reason should show; the button names it for screen readers.
 */
export function useBlockedReason(reason: string | null | undefined) {
  const id = useId();
  const blocked = typeof reason === 'string' && reason.length > 0;
  return {
    control: { disabled: blocked, 'aria-describedby': blocked ? id : undefined },
    note: { id, reason: blocked ? reason : null },
  };
}

export function BlockedReason({
  id,
  reason,
  className,
}: {
  id: string;
  reason: string | null;
  className?: string;
}) {
  if (!reason) return null;
  return (
    <p id={id} className={cn('text-amber-800', className)}>
      {reason}
    </p>
  );
}
