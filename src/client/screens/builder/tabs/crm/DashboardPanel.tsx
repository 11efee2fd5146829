import { useQuery } from '@tanstack/react-query';
import type { CrmLead, CrmOverviewAnswer, CrmOverviewPart } from '../../../../../model/crm/api';
import { leadLabel } from '../../../../../model/crm/widget-code';
import { apiRequest, failureMessage } from '../../../../lib/api';
import { Badge, Card } from '../../../../ui/card';
import { SpinnerIcon } from '../../../../ui/spinner-icon';
import { crmKeys, useCrmConnection } from '../../../../app/crm-queries';

/** Spec: the dashboard loads 10 contacts and shows 5, and shows 5 leads. */
const CONTACTS_SHOWN = 5;
const LEADS_SHOWN = 5;

const PART_NAMES: Record<CrmOverviewPart, string> = {
  stats: 'statistics',
  contacts: 'contacts',
  calendars: 'calendars',
  leads: 'leads',
};

function PartFailed({ part }: { part: CrmOverviewPart }) {
  return (
    <p className="text-sm text-destructive">Could not load your {PART_NAMES[part]} just now.</p>
  );
}

/** A lead's badge: 'new' as the default badge, any other status as a secondary one. */
export function LeadBadge({ lead }: { lead: CrmLead }) {
  return lead.isNew ? <Badge>new</Badge> : <Badge tone="secondary">{lead.status}</Badge>;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-2xl font-semibold">{value.toLocaleString()}</p>
    </Card>
  );
}

/** Spec point 2, Dashboard: the connect flow's four reads, each shown or failed on its own. */
export function DashboardPanel() {
  const connection = useCrmConnection().data;
  const hasCalendars = connection?.connected === true && connection.capabilities.calendars;
  const overview = useQuery({
    queryKey: crmKeys.overview,
    queryFn: () => apiRequest<CrmOverviewAnswer>('/api/crm/overview'),
  });
  if (overview.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <SpinnerIcon /> Loading your CRM...
      </p>
    );
  }
  if (overview.isError)
    return <p className="text-sm text-destructive">{failureMessage(overview.error)}</p>;
  const { stats, contacts, leads, failed } = overview.data;
  const failedPart = (part: CrmOverviewPart) => failed.includes(part);
  return (
    <div className="grid gap-5">
      {stats ? (
        <div className="grid grid-cols-2 gap-3">
          <Stat label="Total contacts" value={stats.totalContacts} />
          {hasCalendars && <Stat label="Appointments" value={stats.totalAppointments} />}
        </div>
      ) : (
        failedPart('stats') && <PartFailed part="stats" />
      )}
      <section aria-labelledby="crm-recent-contacts" className="grid gap-2">
        <h3 id="crm-recent-contacts" className="font-semibold">
          Recent contacts
        </h3>
        {failedPart('contacts') && <PartFailed part="contacts" />}
        {contacts?.length === 0 && <p className="text-sm text-slate-600">No contacts yet.</p>}
        <ul className="divide-y divide-border rounded-lg border border-border bg-white">
          {contacts?.slice(0, CONTACTS_SHOWN).map((contact) => (
            <li
              key={contact.id}
              className="flex flex-wrap justify-between gap-x-3 px-3 py-2 text-sm"
            >
              <span className="font-medium">
                {[contact.firstName, contact.lastName].filter(Boolean).join(' ') || 'No name'}
              </span>
              <span className="text-slate-600">{contact.email || contact.phone}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="crm-recent-leads" className="grid gap-2">
        <h3 id="crm-recent-leads" className="font-semibold">
          Recent leads
        </h3>
        {failedPart('leads') && <PartFailed part="leads" />}
        {leads?.length === 0 && <p className="text-sm text-slate-600">No leads yet.</p>}
        <ul className="divide-y divide-border rounded-lg border border-border bg-white">
          {leads?.slice(0, LEADS_SHOWN).map((lead) => (
            <li key={lead.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="font-medium">{leadLabel(lead.id)}</span>
              <span className="truncate text-slate-600">{lead.name}</span>
              <LeadBadge lead={lead} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
