import { ExternalLink, RotateCw, Send, Trash2 } from 'lucide-react';
import type { InboxLead } from '../../../model/crm/inbox-api';
import { contactLink } from '../../../model/crm/providers';
import type { Connected } from '../../app/crm-queries';
import { sourceLine } from '../../../model/crm/lead-source';
import { Button } from '../../ui/button';
import { Badge } from '../../ui/card';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

function Delivery({ lead, crm }: { lead: InboxLead; crm: Connected | null }) {
  if (lead.status === 'delivered') {
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge tone="success">Delivered</Badge>
        {lead.contactMatched && (
          <p className="text-xs text-slate-700">
            Matched an existing contact, which was not changed (only tags and a note were added). If
            what the visitor typed here is right, update the contact in{' '}
            {crm?.providerName ?? 'your CRM'}.
          </p>
        )}
        {lead.contactId && crm && (
          <a
            href={contactLink(crm.provider, crm.accountId, lead.contactId)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
          >
            Open contact in {crm.providerName}{' '}
            <ExternalLink aria-hidden="true" className="size-3" />
          </a>
        )}
      </div>
    );
  }
  if (lead.status === 'failed') {
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge className="bg-red-600 text-white">Failed</Badge>
        {lead.error && <p className="text-xs text-red-700">{lead.error}</p>}
      </div>
    );
  }
  if (lead.status === 'held') {
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge className="bg-amber-100 text-amber-900">Held: unusual volume</Badge>
        <p className="text-xs text-slate-700">
          This page received more leads this hour than usual. Release it to send it to your CRM.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone="featured">Queued</Badge>
      <p className="text-xs text-slate-600">
        {lead.nextAttemptAt ? `Next try ${when(lead.nextAttemptAt)}.` : 'Sending...'}
        {lead.error ? ` ${lead.error}` : ''}
      </p>
    </div>
  );
}

type Props = {
  lead: InboxLead;
  /** The coach's CRM connection, for the link to a delivered lead's contact. */
  crm: Connected | null;
  busy: boolean;
  onRetry: () => void;
  onDelete: () => void;
};

/** One submission: who, what they wrote (as text), where it came from, and where it is now. */
export function LeadRow({ lead, crm, busy, onRetry, onDelete }: Props) {
  const who = lead.name || lead.email;
  const source = sourceLine(lead.source);
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_12rem_auto]">
      <div className="min-w-0">
        <p className="font-semibold">{lead.name || 'No name given'}</p>
        <p className="text-sm text-slate-700">
          <a href={`mailto:${lead.email}`} className="hover:underline">
            {lead.email}
          </a>
          {lead.phone && <span> · {lead.phone}</span>}
        </p>
        {lead.message && (
          <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">
            {lead.message}
          </p>
        )}
        <p className="mt-2 text-xs text-slate-500">
          {when(lead.createdAt)} · {lead.websiteName}
        </p>
        {source && <p className="mt-1 text-xs text-slate-600">{source}</p>}
      </div>
      <Delivery lead={lead} crm={crm} />
      <div className="flex items-start gap-1">
        {lead.status === 'held' ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={onRetry}
            aria-label={`Release the lead from ${who}`}
          >
            <Send aria-hidden="true" /> Release
          </Button>
        ) : (
          lead.status !== 'delivered' && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={onRetry}
              aria-label={`Retry sending the lead from ${who}`}
            >
              <RotateCw aria-hidden="true" /> Retry
            </Button>
          )
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete the lead from ${who}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
