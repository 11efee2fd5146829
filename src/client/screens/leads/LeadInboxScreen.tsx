import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import type { InboxAnswer, InboxLead } from '../../../model/crm/inbox-api';
import { apiRequest, failureMessage } from '../../lib/api';
import { ConfirmDialog } from '../../ui/alert-dialog';
import { Button, buttonVariants } from '../../ui/button';
import { Card } from '../../ui/card';
import { SpinnerIcon } from '../../ui/spinner-icon';
import { toast } from '../../ui/toast-store';
import { useCrmConnection } from '../../app/crm-queries';
import { AreaPage } from '../areas/AreaPage';
import { WebsiteFilter } from '../areas/WebsiteFilter';
import { LeadRow } from './LeadRow';

const inboxKey = (websiteId: string) => ['leads', websiteId] as const;

/** The coach's lead inbox: every form sent on their published pages, and where it is now. */
export default function LeadInboxScreen() {
  const queryClient = useQueryClient();
  const [websiteId, setWebsiteId] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<InboxLead | null>(null);
  const query = websiteId ? `?websiteId=${websiteId}` : '';
  const leads = useQuery({
    queryKey: inboxKey(websiteId),
    queryFn: () => apiRequest<InboxAnswer>(`/api/leads${query}`),
    // Queued leads move on their own: look again while any wait.
    refetchInterval: (q) => (q.state.data?.leads.some((l) => l.status === 'queued') ? 5000 : false),
  });
  const connection = useCrmConnection();
  const crm = connection.data?.connected ? connection.data : null;

  const act = async (lead: InboxLead, what: 'retry' | 'delete') => {
    setBusy(lead.id);
    const release = lead.status === 'held';
    try {
      if (what === 'retry') await apiRequest(`/api/leads/${lead.id}/retry`, { method: 'POST' });
      else await apiRequest(`/api/leads/${lead.id}`, { method: 'DELETE' });
      const done = release ? 'Lead released: sending it to your CRM' : 'Sending again';
      toast({ title: what === 'retry' ? done : 'Lead deleted', kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['leads'] });
    } catch (error) {
      toast({
        title:
          what === 'delete'
            ? 'Could not delete'
            : release
              ? 'Could not release'
              : 'Could not retry',
        description: failureMessage(error),
        kind: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AreaPage
      title="Leads"
      width="narrow"
      description={
        <>
          Everyone who sent a form on your published pages, newest first.
          {connection.data?.connected === false &&
            ' Connect your CRM (GoHighLevel or HubSpot) in a website’s CRM tab to send them on to it.'}
        </>
      }
      actions={
        <>
          <WebsiteFilter value={websiteId} onChange={setWebsiteId} />
          <a
            href={`/api/leads.csv${query}`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" /> Export CSV
          </a>
        </>
      }
    >
      {leads.isPending && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <SpinnerIcon /> Loading your leads...
        </p>
      )}
      {leads.isError && (
        <Card className="grid justify-items-start gap-3 p-6">
          <p className="text-destructive">{failureMessage(leads.error)}</p>
          <Button variant="outline" onClick={() => void leads.refetch()}>
            Retry
          </Button>
        </Card>
      )}
      {leads.data?.storage.nearlyFull && (
        <Card role="status" className="border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          You keep {leads.data.storage.stored.toLocaleString()} of{' '}
          {leads.data.storage.max.toLocaleString()} leads. Past that, your oldest delivered leads
          are removed to make room for new ones (they stay in your CRM). Export a CSV to keep a
          copy.
        </Card>
      )}
      {leads.data?.leads.length === 0 && (
        <Card className="flex flex-col items-center gap-3 p-12 text-center">
          <Inbox aria-hidden="true" className="size-10 text-slate-300" />
          <p className="font-medium">No leads yet</p>
          <p className="max-w-md text-sm text-slate-600">
            When visitors send a form on one of your published pages, they appear here, whether or
            not a CRM is connected.
          </p>
        </Card>
      )}
      {leads.data && leads.data.leads.length > 0 && (
        <Card>
          <ul className="divide-y divide-border" aria-label="Leads">
            {leads.data.leads.map((lead) => (
              <LeadRow
                key={lead.id}
                lead={lead}
                crm={crm}
                busy={busy === lead.id}
                onRetry={() => void act(lead, 'retry')}
                onDelete={() => setDeleting(lead)}
              />
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this lead?"
        description="It is removed from your inbox (and no longer sent to your CRM). Contacts already in your CRM stay there."
        confirmLabel="Delete lead"
        onConfirm={() => {
          if (deleting) void act(deleting, 'delete');
          setDeleting(null);
        }}
      />
    </AreaPage>
  );
}
