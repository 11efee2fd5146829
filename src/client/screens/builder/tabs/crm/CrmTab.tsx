import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import type { Website } from '../../../../../model/website';
import { failureMessage } from '../../../../lib/api';
import { Button } from '../../../../ui/button';
import { SpinnerIcon } from '../../../../ui/spinner-icon';
import type { BuilderStore } from '../../state/builder-store';
import { ConnectForm } from './ConnectForm';
import { ConnectedView } from './ConnectedView';
import { useCrmConnection } from '../../../../app/crm-queries';

/**
 * Spec point 2, CRM tab. The connection is kept on the server (the key never reaches the
 * browser), so the tab opens connected when the coach connected before.
 */
export function CrmTab({ website, store }: { website: Website; store: BuilderStore }) {
  const connection = useCrmConnection();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 sm:p-6">
      {connection.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon /> Checking your CRM connection...
        </p>
      )}
      {connection.isError && (
        <div className="grid gap-2">
          <p className="text-sm text-destructive">{failureMessage(connection.error)}</p>
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => void connection.refetch()}
          >
            Retry
          </Button>
        </div>
      )}
      {connection.data?.connected === false && (
        <>
          {connection.data.reconnect && (
            <p
              role="alert"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              {connection.data.reconnect}
            </p>
          )}
          <ConnectForm />
          <p className="text-sm text-slate-600">
            Forms on your published pages already collect leads into your{' '}
            <Link
              to="/leads"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              <Inbox aria-hidden="true" className="size-4" /> lead inbox
            </Link>
            ; they are sent to your CRM once it is connected.
          </p>
        </>
      )}
      {connection.data?.connected === true && (
        <ConnectedView connection={connection.data} website={website} store={store} />
      )}
    </div>
  );
}
