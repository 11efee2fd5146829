import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { CRM_PROVIDER_INFO } from '../../../../../model/crm/providers';
import type { Website } from '../../../../../model/website';
import { apiRequest, failureMessage } from '../../../../lib/api';
import { ConfirmDialog } from '../../../../ui/alert-dialog';
import { Button } from '../../../../ui/button';
import { Badge, Card } from '../../../../ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../ui/tabs';
import { toast } from '../../../../ui/toast-store';
import type { BuilderStore } from '../../state/builder-store';
import { CalendarPanel } from './CalendarPanel';
import { ContactsPanel } from './ContactsPanel';
import { crmKeys, type Connected } from '../../../../app/crm-queries';
import { DashboardPanel } from './DashboardPanel';
import { HubSettingsCard } from './HubSettingsCard';
import { LeadCaptureCard } from './LeadCaptureCard';
import { LeadsPanel } from './LeadsPanel';
import { WidgetsPanel } from './WidgetsPanel';

type Props = { connection: Connected; website: Website; store: BuilderStore };

/**
 * Spec point 2, CRM tab once connected: 'Active', and Dashboard, Contacts, Calendar, Leads,
 * Widgets; Calendar, Widgets and the page's hub only when the provider has them.
 */
export function ConnectedView({ connection, website, store }: Props) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // Calendars and the chat widget are GoHighLevel's; HubSpot's tab shows what HubSpot can do.
  const can = connection.capabilities;
  // 'GoHighLevel location abc123'; only 'HubSpot' when the name already says its account number.
  const where = connection.accountName.includes(connection.accountId)
    ? connection.providerName
    : `${connection.providerName} ${CRM_PROVIDER_INFO[connection.provider].account} ${connection.accountId}`;

  const disconnect = async () => {
    try {
      await apiRequest('/api/crm/connection', { method: 'DELETE' });
      queryClient.removeQueries({ queryKey: crmKeys.all });
      queryClient.setQueryData(crmKeys.connection, { connected: false });
      toast({
        title: 'Disconnected',
        description: 'Your CRM is no longer connected.',
        kind: 'success',
      });
    } catch (error) {
      toast({ title: 'Could not disconnect', description: failureMessage(error), kind: 'error' });
    }
  };

  return (
    <div className="grid gap-4">
      <Card className="flex flex-wrap items-center gap-3 p-4">
        <CheckCircle2 aria-hidden="true" className="size-5 text-green-600" />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-semibold">
            {connection.accountName} <Badge tone="success">Active</Badge>
          </p>
          <p className="text-xs text-slate-600">
            {where} · key ending {connection.apiKeyHint}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Disconnect
        </Button>
      </Card>
      <Tabs defaultValue="dashboard" className="grid gap-4">
        <TabsList aria-label="CRM" className="rounded-lg border border-border">
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
          <TabsTrigger value="contacts">Contacts</TabsTrigger>
          {can.calendars && <TabsTrigger value="calendar">Calendar</TabsTrigger>}
          <TabsTrigger value="leads">Leads</TabsTrigger>
          {can.chatWidget && <TabsTrigger value="widgets">Widgets</TabsTrigger>}
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardPanel />
        </TabsContent>
        <TabsContent value="contacts">
          <ContactsPanel />
        </TabsContent>
        {can.calendars && (
          <TabsContent value="calendar">
            <CalendarPanel />
          </TabsContent>
        )}
        <TabsContent value="leads">
          <LeadsPanel />
        </TabsContent>
        {can.chatWidget && (
          <TabsContent value="widgets">
            <WidgetsPanel connection={connection} />
          </TabsContent>
        )}
      </Tabs>
      {can.chatWidget && (
        <HubSettingsCard website={website} store={store} connection={connection} />
      )}
      <LeadCaptureCard connection={connection} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${connection.providerName}?`}
        description="Forms on your pages keep collecting leads in your inbox; they are sent to your CRM once you connect again."
        confirmLabel="Disconnect"
        onConfirm={() => void disconnect()}
      />
    </div>
  );
}
