import { Globe } from 'lucide-react';
import { useId } from 'react';
import type { WebsiteDomains } from '../../../../model/domains/custom-domains';
import { failureMessage } from '../../../lib/api';
import { DomainsLoadError } from './DomainsLoadError';
import { Card } from '../../../ui/card';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { toast } from '../../../ui/toast-store';
import { AddDomainForm } from './AddDomainForm';
import { DomainRow } from './DomainRow';
import { useDomainSettings, useWebsiteDomains } from './domain-queries';
import { PanelHeading } from './PanelHeading';

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'domain' : 'domains'}`;

/**
 * "Your own domain": the coach adds coach.com or www.coach.com, sees what to set at the company
 * she bought it from, and sees each domain turn verified (asked again every 30 s while one waits).
 */
export function DomainsPanel({ websiteId }: { websiteId: number }) {
  const headingId = useId();
  const domains = useWebsiteDomains(websiteId);
  const data = domains.data;
  return (
    <Card role="region" aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-6">
      <PanelHeading
        id={headingId}
        icon={Globe}
        title="Your own domain"
        subtitle="Show this website at an address of your own, such as coach.com."
      />
      <p className="text-sm text-slate-700">
        Add the records below at the company where you bought your domain (GoDaddy, Namecheap,
        Google Domains...). Changes can take up to an hour to show.
      </p>
      {domains.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="flex items-center gap-2 text-sm text-slate-600">
            <SpinnerIcon /> Loading your domains...
          </span>
          <span aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-muted" />
        </div>
      ) : domains.isError ? (
        <DomainsLoadError error={domains.error} retry={() => void domains.refetch()} />
      ) : (
        <DomainsBody websiteId={websiteId} data={data ?? null} />
      )}
    </Card>
  );
}

function DomainsBody({ websiteId, data }: { websiteId: number; data: WebsiteDomains | null }) {
  if (!data) return null;
  const { domains, limit } = data;
  const full = domains.length >= limit;
  return (
    <>
      <AddDomainForm
        websiteId={websiteId}
        blocked={
          full
            ? `This website has ${count(domains.length)}, the most it can have. Remove one to add another.`
            : null
        }
        limitNote={`Each website can have up to ${count(limit)}.`}
      />
      {domains.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-slate-50 p-4 text-sm text-slate-600">
          No domain yet. Add the one you bought, and this website will show there once your records
          are set and it is published.
        </p>
      ) : (
        <>
          <ul aria-label="Your domains" className="grid gap-3">
            {domains.map((domain) => (
              <DomainRow
                key={domain.id}
                websiteId={websiteId}
                domain={domain}
                several={domains.length > 1}
              />
            ))}
          </ul>
          <KeepOwnAddress websiteId={websiteId} checked={data.keepOwnAddress} />
        </>
      )}
    </>
  );
}

/** Whether /s/{address} keeps showing the website once a primary domain is live. */
function KeepOwnAddress({ websiteId, checked }: { websiteId: number; checked: boolean }) {
  const hintId = useId();
  const settings = useDomainSettings(websiteId);
  async function change(keep: boolean) {
    try {
      await settings.mutateAsync(keep);
    } catch (error) {
      toast({ title: 'Not saved', description: failureMessage(error), kind: 'error' });
    }
  }
  return (
    <div className="grid gap-1">
      <label className="flex min-h-6 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={settings.isPending ? settings.variables : checked}
          disabled={settings.isPending}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
        Keep my Coachsite address working too
      </label>
      <p id={hintId} className="pl-6 text-xs text-slate-600">
        {checked
          ? 'Your /s/ address keeps showing this website beside your own domain.'
          : 'Once your primary domain is live, visitors to your /s/ address are sent to it.'}
      </p>
    </div>
  );
}
