import { RefreshCw, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { CustomDomain } from '../../../../model/domains/custom-domains';
import { failureMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Badge } from '../../../ui/card';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { toast } from '../../../ui/toast-store';
import { DnsRecordsTable } from './DnsRecordsTable';
import { DomainStateBadge } from './DomainStateBadge';
import { useCheckDomain, useMakePrimary, useRemoveDomain } from './domain-queries';
import { formatDate } from './share-helpers';

type Props = {
  websiteId: number;
  domain: CustomDomain;
  /** Whether the website has other domains (then one of them is the primary). */
  several: boolean;
};

/** The server's reasons as one line: 'the TXT record is missing; www.coach.com has no CNAME'. */
const reasonsLine = (domain: CustomDomain, otherwise: string) =>
  (domain.reasons.join('; ') || otherwise).replace(/\.$/, '');

/** What "Check now" found, told as the coach reads it. */
function checkResult(checked: CustomDomain): { title: string; description: string } {
  switch (checked.state) {
    case 'waiting':
      return {
        title: 'Not ready yet',
        description: `Checked just now: ${reasonsLine(checked, 'a record is not there yet')}. Changes can take up to an hour to show.`,
      };
    case 'failing':
      return {
        title: 'Something is not right',
        description: `Checked just now: ${reasonsLine(checked, 'a record is wrong')}.`,
      };
    case 'live':
      return { title: `${checked.shown} is live`, description: 'Visitors see your website there.' };
    default:
      return {
        title: `${checked.shown} is verified`,
        description: 'Your records are right. Your website is served there once published.',
      };
  }
}

/** One of the website's domains: where it stands, why, what to set, and what to do with it. */
export function DomainRow({ websiteId, domain, several }: Props) {
  const nameId = useId();
  const check = useCheckDomain(websiteId);
  const primary = useMakePrimary(websiteId);
  const remove = useRemoveDomain(websiteId);
  const [confirming, setConfirming] = useState(false);
  const settled = domain.state === 'verified' || domain.state === 'live';

  async function checkNow() {
    try {
      const checked = await check.mutateAsync(domain.id);
      const kind =
        checked.state === 'failing' ? 'error' : checked.state === 'waiting' ? 'default' : 'success';
      toast({ ...checkResult(checked), kind });
    } catch (error) {
      toast({ title: 'Check failed', description: failureMessage(error), kind: 'error' });
    }
  }

  async function makePrimary() {
    try {
      await primary.mutateAsync(domain.id);
      toast({
        title: `${domain.shown} is your primary domain`,
        description: 'Your other domains send visitors there.',
        kind: 'success',
      });
    } catch (error) {
      toast({ title: 'Not changed', description: failureMessage(error), kind: 'error' });
    }
  }

  async function confirmRemove() {
    try {
      await remove.mutateAsync(domain.id);
      toast({ title: `${domain.shown} removed`, kind: 'success' });
    } catch (error) {
      toast({ title: 'Not removed', description: failureMessage(error), kind: 'error' });
    }
  }

  return (
    <li aria-labelledby={nameId} className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={nameId} className="min-w-0 break-all text-base font-semibold">
          {domain.shown}
        </h4>
        {several && domain.isPrimary && <Badge tone="secondary">Primary</Badge>}
        <DomainStateBadge state={domain.state} />
      </div>
      {domain.reasons.length > 0 && (
        <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
          {domain.reasons.map((reason) => (
            <li key={reason} className="break-words">
              {reason}
            </li>
          ))}
        </ul>
      )}
      {!settled && domain.records.length > 0 && (
        <p className="text-sm text-slate-700">Set these records at your domain company:</p>
      )}
      {settled && domain.records.length > 0 && (
        <p className="text-sm text-slate-700">Keep these records as they are:</p>
      )}
      <DnsRecordsTable domain={domain.shown} records={domain.records} />
      {domain.checkedAt && (
        <p className="text-xs text-slate-500">
          Last checked <time dateTime={domain.checkedAt}>{formatDate(domain.checkedAt)}</time>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={check.isPending}
          aria-describedby={nameId}
          onClick={() => void checkNow()}
        >
          {check.isPending ? (
            <>
              <SpinnerIcon /> Checking...
            </>
          ) : (
            <>
              <RefreshCw aria-hidden="true" /> Check now
            </>
          )}
        </Button>
        {several && !domain.isPrimary && (
          <Button
            size="sm"
            variant="outline"
            disabled={primary.isPending}
            aria-describedby={nameId}
            onClick={() => void makePrimary()}
          >
            <Star aria-hidden="true" /> {primary.isPending ? 'Saving...' : 'Make primary'}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={remove.isPending}
          aria-describedby={nameId}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" /> {remove.isPending ? 'Removing...' : 'Remove'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${domain.shown}?`}
        description={`Visitors to ${domain.shown} will no longer see this website. You can add it again later; you will need to check its records again.`}
        confirmLabel="Remove"
        onConfirm={() => void confirmRemove()}
      />
    </li>
  );
}
