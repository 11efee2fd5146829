import { useQueryClient } from '@tanstack/react-query';
import { PlugZap } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { CrmConnectionAnswer } from '../../../../../model/crm/api';
import { apiErrorOf, apiRequest } from '../../../../lib/api';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Input, Label } from '../../../../ui/input';
import { SpinnerIcon } from '../../../../ui/spinner-icon';
import { toast } from '../../../../ui/toast-store';
import { crmKeys } from '../../../../app/crm-queries';

/**
 * Spec point 2, CRM tab before connection: the API key (a GoHighLevel Private Integration Token)
 * and the Location ID, checked with the provider by the server, which keeps the key.
 */
export function ConnectForm() {
  const ids = { key: useId(), location: useId(), help: useId() };
  const queryClient = useQueryClient();
  const [apiKey, setApiKey] = useState('');
  const [locationId, setLocationId] = useState('');
  const [connecting, setConnecting] = useState(false);
  /** Why the last try failed, in the provider's words, kept under the form. */
  const [problem, setProblem] = useState<string | null>(null);

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    if (!apiKey.trim() || !locationId.trim()) {
      toast({
        title: 'Missing Configuration',
        description: 'Please enter both API key and Location ID',
        kind: 'error',
      });
      return;
    }
    setConnecting(true);
    setProblem(null);
    try {
      const answer = await apiRequest<CrmConnectionAnswer>('/api/crm/connection', {
        method: 'PUT',
        body: { apiKey: apiKey.trim(), locationId: locationId.trim() },
      });
      queryClient.setQueryData(crmKeys.connection, answer);
      await queryClient.invalidateQueries({ queryKey: crmKeys.all, refetchType: 'none' });
      setApiKey('');
      toast({
        title: 'Connected to the CRM',
        description: 'CRM integration is now active',
        kind: 'success',
      });
    } catch (error) {
      setProblem(
        apiErrorOf(error)?.message ?? 'The server could not be reached. Check your connection.',
      );
      toast({
        title: 'Connection Failed',
        description: 'Could not connect to the CRM',
        kind: 'destructive',
      });
    } finally {
      setConnecting(false);
    }
  };

  return (
    <Card className="grid gap-5 p-6">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <PlugZap aria-hidden="true" className="size-5 text-primary" />
          Connect GoHighLevel
        </h2>
        <p id={ids.help} className="mt-1 text-sm text-slate-600">
          Every visitor who sends a form on your published pages becomes a contact in your CRM. Find
          your key in GoHighLevel under Settings, Private Integrations; the Location ID is under
          Settings, Business Profile. Your key stays on our server and is never shown again.
        </p>
      </div>
      <form className="grid gap-4" onSubmit={connect} aria-describedby={ids.help} noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.key}>API key</Label>
          <Input
            id={ids.key}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={apiKey}
            placeholder="pit-..."
            onChange={(e) => setApiKey(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.location}>Location ID</Label>
          <Input
            id={ids.location}
            autoComplete="off"
            spellCheck={false}
            value={locationId}
            onChange={(e) => setLocationId(e.target.value)}
          />
        </div>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <Button type="submit" disabled={connecting} className="justify-self-start">
          {connecting && <SpinnerIcon />}
          {connecting ? 'Connecting...' : 'Connect'}
        </Button>
      </form>
    </Card>
  );
}
