import { useId } from 'react';
import { Link } from 'react-router';
import { DomainsLoadError } from '../builder/share/DomainsLoadError';
import { Card } from '../../ui/card';
import { SpinnerIcon } from '../../ui/spinner-icon';
import { DomainStateBadge } from '../builder/share/DomainStateBadge';
import { useAccountDomains } from '../builder/share/domain-queries';

/**
 * Every domain of the coach, across her websites: where each stands, and a link to the website's
 * Share tab, where it is set up.
 */
export function DomainsCard() {
  const headingId = useId();
  const domains = useAccountDomains();
  const list = domains.data ?? [];
  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        Your domains
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        The addresses of your own that show your websites.
      </p>
      {domains.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon /> Loading your domains...
        </p>
      )}
      {domains.isError && (
        <DomainsLoadError error={domains.error} retry={() => void domains.refetch()} />
      )}
      {domains.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-600">No domains yet. Add one in a website's Share tab.</p>
      )}
      {list.length > 0 && (
        <ul aria-label="Your domains" className="grid divide-y divide-border">
          {list.map((domain) => (
            <li key={domain.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 break-all font-medium">{domain.shown}</span>
                <DomainStateBadge state={domain.state} />
              </div>
              <Link
                to={`/builder/${domain.websiteId}?tab=share`}
                className="justify-self-start break-words rounded-sm text-sm text-primary underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {domain.websiteName}
                <span className="sr-only">: open its Share tab</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
