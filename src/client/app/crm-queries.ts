import { useQuery } from '@tanstack/react-query';
import type { CrmConnectionAnswer } from '../../model/crm/api';
import { CRM_PROVIDER_INFO } from '../../model/crm/providers';
import { apiRequest } from '../lib/api';

/** The query keys of the CRM tab and the lead inbox: one per read, all under 'crm' so a (dis)connect refreshes all. */
export const crmKeys = {
  all: ['crm'] as const,
  connection: ['crm', 'connection'] as const,
  overview: ['crm', 'overview'] as const,
  contacts: (query: string, cursor: string | null) => ['crm', 'contacts', query, cursor] as const,
  calendars: ['crm', 'calendars'] as const,
  events: (calendarId: string, from: string) => ['crm', 'events', calendarId, from] as const,
  pipelines: ['crm', 'pipelines'] as const,
  leads: (status: string) => ['crm', 'leads', status] as const,
};

export function useCrmConnection() {
  return useQuery({
    queryKey: crmKeys.connection,
    queryFn: () => apiRequest<CrmConnectionAnswer>('/api/crm/connection'),
    staleTime: 30_000,
  });
}

/** The connection when there is one. */
export type Connected = Extract<CrmConnectionAnswer, { connected: true }>;

/** Where the coach's contacts live, as a sentence names it: 'GoHighLevel location', 'HubSpot account'. */
export function useCrmPlace(): string {
  const connection = useCrmConnection().data;
  if (!connection?.connected) return 'CRM';
  return `${connection.providerName} ${CRM_PROVIDER_INFO[connection.provider].account}`;
}
