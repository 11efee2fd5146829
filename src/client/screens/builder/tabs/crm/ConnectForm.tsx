import { useQueryClient } from '@tanstack/react-query';
import { PlugZap } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  CRM_PROVIDERS,
  type CrmConnectionAnswer,
  type CrmProvider,
} from '../../../../../model/crm/api';
import { CRM_PROVIDER_INFO } from '../../../../../model/crm/providers';
import { apiErrorOf, apiRequest } from '../../../../lib/api';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Input, Label } from '../../../../ui/input';
import { SpinnerIcon } from '../../../../ui/spinner-icon';
import { toast } from '../../../../ui/toast-store';
import { crmKeys } from '../../../../app/crm-queries';

/** What each CRM asks for, and where the coach finds it. */
const HOW: Record<CrmProvider, { keyLabel: string; placeholder: string; help: string }> = {
  gohighlevel: {
    keyLabel: 'API key',
    placeholder: 'pit-...',
    help: 'Find your key in GoHighLevel under Settings, Private Integrations; the Location ID is under Settings, Business Profile.',
  },
  hubspot: {
    keyLabel: 'Access token',
    placeholder: 'pat-...',
    help: 'In HubSpot, create a private app under Settings, Integrations, Private Apps, with read and write access to contacts, deals and notes, and copy its access token.',
  },
};

/**
 * Spec point 2, CRM tab before connection: the CRM (GoHighLevel or HubSpot), its key (a
 * GoHighLevel Private Integration Token and Location ID, or a HubSpot private app's access
 * token), checked with the provider by the server, which keeps the key.
 */
export function ConnectForm() {
  const ids = { key: useId(), location: useId(), help: useId(), provider: useId() };
  const queryClient = useQueryClient();
  const [provider, setProvider] = useState<CrmProvider>('gohighlevel');
  const how = HOW[provider];
  const name = CRM_PROVIDER_INFO[provider].name;
  const needsLocation = provider === 'gohighlevel';
  const [apiKey, setApiKey] = useState('');
  const [locationId, setLocationId] = useState('');
  const [connecting, setConnecting] = useState(false);
  /** Why the last try failed, in the provider's words, kept under the form. */
  const [problem, setProblem] = useState<string | null>(null);

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    if (!apiKey.trim() || (needsLocation && !locationId.trim())) {
      toast({
        title: 'Missing Configuration',
        description: needsLocation
          ? 'Please enter both API key and Location ID'
          : 'Please enter your access token',
        kind: 'error',
      });
      return;
    }
    setConnecting(true);
    setProblem(null);
    try {
      const answer = await apiRequest<CrmConnectionAnswer>('/api/crm/connection', {
        method: 'PUT',
        body: needsLocation
          ? { provider, apiKey: apiKey.trim(), locationId: locationId.trim() }
          : { provider, apiKey: apiKey.trim() },
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
          Connect {name}
        </h2>
        <p id={ids.help} className="mt-1 text-sm text-slate-600">
          Every visitor who sends a form on your published pages becomes a contact in your CRM.{' '}
          {how.help} Your key stays on our server and is never shown again.
        </p>
      </div>
      <form className="grid gap-4" onSubmit={connect} aria-describedby={ids.help} noValidate>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Your CRM</legend>
          <div className="flex flex-wrap gap-2">
            {CRM_PROVIDERS.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name={ids.provider}
                  value={option}
                  checked={provider === option}
                  onChange={() => {
                    setProvider(option);
                    setProblem(null);
                  }}
                  className="size-4 accent-primary"
                />
                {CRM_PROVIDER_INFO[option].name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.key}>{how.keyLabel}</Label>
          <Input
            id={ids.key}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={apiKey}
            placeholder={how.placeholder}
            onChange={(e) => setApiKey(e.target.value)}
          />
        </div>
        {needsLocation && (
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
        )}
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
