import { failureMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';

/** What the Share tab and the account screen say when her domains could not be read. */
export function DomainsLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
      Couldn&rsquo;t load your domains. {failureMessage(error)}
      <Button size="sm" variant="outline" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}
