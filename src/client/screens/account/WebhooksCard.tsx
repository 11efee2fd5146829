import { useId, useState, type FormEvent } from 'react';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookInputSchema,
  type CreatedWebhook,
  type WebhookEvent,
} from '../../../model/webhooks/webhooks';
import { apiErrorOf, failureMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast-store';
import { FormField } from '../auth/FormField';
import { NewSecret } from './NewSecret';
import { WebhookRow } from './WebhookRow';
import { useAddWebhook, useWebhooks } from './webhook-queries';
import { fieldErrorsOf } from '../../lib/field-errors';

/**
 * Webhooks: the coach's own endpoints (Zapier, Make, n8n…), told of her leads and publishing,
 * each with its recent deliveries and a test event. A new endpoint's secret is shown once.
 */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const list = webhooks.data ?? [];
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Webhooks</h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        Send your leads and launches to Zapier, Make, n8n or any app that takes a webhook. Each post
        is signed, so the app can check it came from here.
      </p>
      {webhooks.isPending && <p className="text-sm text-slate-600">Loading your webhooks...</p>}
      {webhooks.isError && (
        <p className="text-sm text-destructive">Your webhooks could not be loaded.</p>
      )}
      {created && <NewSecret webhook={created} onDone={() => setCreated(null)} />}
      {list.length > 0 && (
        <ul className="mb-4 grid gap-3" aria-label="Your webhooks">
          {list.map((endpoint) => (
            <WebhookRow key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}
      {webhooks.isSuccess && list.length === 0 && !created && (
        <p className="mb-4 text-sm text-slate-600">No webhooks yet.</p>
      )}
      {webhooks.isSuccess && list.length < MAX_WEBHOOK_ENDPOINTS && (
        <AddWebhookForm onAdded={setCreated} />
      )}
    </Card>
  );
}

function AddWebhookForm({ onAdded }: { onAdded: (created: CreatedWebhook) => void }) {
  const add = useAddWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['lead.received']);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const legendId = useId();

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)));

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const parsed = webhookInputSchema.safeParse({ url, events });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    try {
      onAdded(await add.mutateAsync(parsed.data));
      setUrl('');
      setEvents(['lead.received']);
      toast({ title: 'Webhook added', kind: 'success' });
    } catch (error) {
      const refused = apiErrorOf(error);
      if (refused?.fields && refused.status === 400) setErrors(refused.fields);
      toast({ title: 'Not added', description: failureMessage(error), kind: 'error' });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Add a webhook">
      <h3 className="text-base font-semibold">Add a webhook</h3>
      <FormField
        label="Webhook address"
        autoComplete="off"
        name="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        {...(errors.url ? { error: errors.url } : {})}
        hint="The https address your app gives you, such as https://hooks.zapier.com/…"
      />
      <fieldset className="grid gap-2" aria-describedby={errors.events ? legendId : undefined}>
        <legend className="mb-1 text-sm font-medium">Send these events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={events.includes(event)}
              onChange={(e) => toggle(event, e.target.checked)}
            />
            {WEBHOOK_EVENT_LABELS[event]}
          </label>
        ))}
        {errors.events && (
          <p id={legendId} className="text-xs text-destructive">
            Events {errors.events}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add webhook'}
        </Button>
      </div>
    </form>
  );
}
