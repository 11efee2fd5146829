import { AlertTriangle, CheckCircle2, Clock, Globe, ShieldEllipsis } from 'lucide-react';
import { DOMAIN_STATE_LABELS, type DomainState } from '../../../../model/domains/custom-domains';
import { cn } from '../../../lib/cn';

const LOOKS: Record<DomainState, { Icon: typeof Clock; tone: string }> = {
  waiting: { Icon: Clock, tone: 'border-amber-300 bg-amber-50 text-amber-900' },
  verified: { Icon: CheckCircle2, tone: 'border-green-300 bg-green-50 text-green-900' },
  'certificate-pending': { Icon: ShieldEllipsis, tone: 'border-sky-300 bg-sky-50 text-sky-900' },
  live: { Icon: Globe, tone: 'border-green-700 bg-green-700 text-white' },
  failing: { Icon: AlertTriangle, tone: 'border-red-300 bg-red-50 text-red-900' },
};

/** Where a domain stands, in words (the colour and icon only repeat them). */
export function DomainStateBadge({ state }: { state: DomainState }) {
  const { Icon, tone } = LOOKS[state];
  return (
    <span
      data-domain-state={state}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold',
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {DOMAIN_STATE_LABELS[state]}
    </span>
  );
}
