import { useState } from 'react';
import type { CreatedWebhook } from '../../../model/webhooks/webhooks';
import { Button } from '../../ui/button';

/** A new webhook's signing secret, shown this once, with a button to copy it. */
export function NewSecret({ webhook, onDone }: { webhook: CreatedWebhook; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(webhook.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div
      role="region"
      aria-label="Signing secret"
      className="mb-4 grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <p className="font-medium">Copy this signing secret now: it is not shown again.</p>
      <p className="text-slate-700">
        Your app uses it to check that a post came from your webhook at {webhook.url}.
      </p>
      <code className="block break-all rounded bg-white px-2 py-1.5 font-mono text-xs">
        {webhook.secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}
