import { NativeSelect } from '../../../../ui/native-select';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  CRM_LEAD_STATUSES,
  type CrmLead,
  type CrmLeadStatus,
  type CrmLeadsAnswer,
} from '../../../../../model/crm/api';
import { leadLabel } from '../../../../../model/crm/widget-code';
import { apiRequest, failureMessage } from '../../../../lib/api';
import { Label } from '../../../../ui/input';
import { toast } from '../../../../ui/toast-store';
import { crmKeys, useCrmConnection } from '../../../../app/crm-queries';
import { LeadBadge } from './DashboardPanel';

type Filter = CrmLeadStatus | 'all';

/** Spec point 2, Leads: the CRM's leads (deals) by status, each status changeable. */
export function LeadsPanel() {
  const filterId = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Filter>('all');
  const connection = useCrmConnection().data;
  const statuses = connection?.connected ? connection.capabilities.leadStatuses : CRM_LEAD_STATUSES;
  const leads = useQuery({
    queryKey: crmKeys.leads(status),
    queryFn: () => apiRequest<CrmLeadsAnswer>(`/api/crm/leads?status=${status}`),
  });

  const change = async (lead: CrmLead, next: CrmLeadStatus) => {
    try {
      await apiRequest(`/api/crm/leads/${encodeURIComponent(lead.id)}`, {
        method: 'PUT',
        body: { status: next },
      });
      toast({
        title: 'Lead updated',
        description: `${leadLabel(lead.id)} is now ${next}.`,
        kind: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['crm', 'leads'] });
      await queryClient.invalidateQueries({ queryKey: crmKeys.overview });
    } catch (error) {
      toast({
        title: 'Could not update the lead',
        description: failureMessage(error),
        kind: 'error',
      });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={filterId}>Status</Label>
        <NativeSelect
          id={filterId}
          className="capitalize"
          value={status}
          onChange={(e) => setStatus(e.target.value as Filter)}
        >
          {(['all', ...statuses] as const).map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </NativeSelect>
      </div>
      {leads.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading leads...
        </p>
      )}
      {leads.isError && <p className="text-sm text-destructive">{failureMessage(leads.error)}</p>}
      {leads.data?.leads.length === 0 && (
        <p className="text-sm text-slate-600">No leads with this status.</p>
      )}
      {leads.data && leads.data.leads.length > 0 && (
        <ul
          className="divide-y divide-border rounded-lg border border-border bg-white"
          aria-label="Leads"
        >
          {leads.data.leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
              <span className="font-medium">{leadLabel(lead.id)}</span>
              <span className="min-w-0 flex-1 truncate text-slate-600">{lead.name}</span>
              <LeadBadge lead={lead} />
              <NativeSelect
                aria-label={`Status of ${leadLabel(lead.id)}`}
                className="h-8 px-2 text-xs capitalize"
                value={lead.status}
                onChange={(e) => void change(lead, e.target.value as CrmLeadStatus)}
              >
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
