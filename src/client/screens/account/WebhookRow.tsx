import { useState } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../../model/webhooks/webhooks';
import { failureMessage } from '../../lib/api';
import { ConfirmDialog } from '../../ui/alert-dialog';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { useDeleteWebhook, useSendTestEvent, useWebhookDeliveries } from './webhook-queries';

const eventLabel = (event: WebhookDelivery['event']) =>
  event === WEBHOOK_TEST_EVENT ? 'Test event' : WEBHOOK_EVENT_LABELS[event];

/** How a delivery stands, in words: delivered, being tried, or given up. */
function statusOf(delivery: WebhookDelivery): { text: string; tone: string } {
  if (delivery.status === 'delivered') return { text: 'Delivered', tone: 'text-emerald-700' };
  const said = delivery.lastError ? ` ${delivery.lastError}` : '';
  if (delivery.status === 'failed') return { text: `Failed.${said}`, tone: 'text-destructive' };
  if (delivery.attempts === 0) return { text: 'Sending...', tone: 'text-slate-600' };
  return { text: `Will try again.${said}`, tone: 'text-amber-700' };
}

/** One of the coach's endpoints: where it posts, what, its recent deliveries, test and delete. */
export function WebhookRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const remove = useDeleteWebhook();
  // Once it is being deleted, its deliveries are not asked for again (they would be a 404).
  const deliveries = useWebhookDeliveries(endpoint.id, remove.isIdle);
  const test = useSendTestEvent(endpoint.id);
  const [deleting, setDeleting] = useState(false);

  async function sendTest() {
    try {
      await test.mutateAsync();
      toast({ title: 'Test event sent', kind: 'success' });
    } catch (error) {
      toast({ title: 'Test event not sent', description: failureMessage(error), kind: 'error' });
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(endpoint.id);
      toast({ title: 'Webhook deleted', kind: 'success' });
    } catch (error) {
      toast({ title: 'Not deleted', description: failureMessage(error), kind: 'error' });
    }
  }

  const list = deliveries.data ?? [];
  return (
    <li className="grid gap-3 rounded-md border border-slate-200 p-4">
      <div className="grid gap-1">
        <p className="break-all font-medium">{endpoint.url}</p>
        <p className="text-sm text-slate-600">
          {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={sendTest}
          disabled={test.isPending}
        >
          {test.isPending ? 'Sending...' : 'Send test event'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </div>
      <section aria-label={`Recent deliveries to ${endpoint.url}`} className="grid gap-1.5">
        <h4 className="text-sm font-medium">Recent deliveries</h4>
        {deliveries.isPending && <p className="text-sm text-slate-600">Loading...</p>}
        {deliveries.isSuccess && list.length === 0 && (
          <p className="text-sm text-slate-600">Nothing sent yet.</p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-1 text-sm">
            {list.map((delivery) => {
              const status = statusOf(delivery);
              return (
                <li key={delivery.id} className="flex flex-wrap gap-x-2">
                  <span className="font-medium">{eventLabel(delivery.event)}</span>
                  <span className="text-slate-600">
                    {new Date(delivery.createdAt).toLocaleString()}
                  </span>
                  <span className={status.tone}>{status.text}</span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this webhook?"
        description={`Nothing more is sent to ${endpoint.url}. Its recent deliveries are removed.`}
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
      />
    </li>
  );
}
