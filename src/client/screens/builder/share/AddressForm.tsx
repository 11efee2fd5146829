import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { slugify, slugSchema } from '../../../../model/slug';
import type { WebsiteSummary } from '../../../../model/website';
import { apiErrorOf, apiRequest } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { liveUrl } from '../../../../model/page-urls';

type Props = {
  websiteId: number;
  websiteName: string;
  /** The saved address, null until the first publish picks one from the name. */
  slug: string | null;
  liveOrigin: string;
  isPublished: boolean;
  onSaved: (summary: WebsiteSummary) => void;
};

function problemWith(value: string): string | null {
  if (value === '') return 'Enter an address.';
  const result = slugSchema.safeParse(value);
  return result.success
    ? null
    : `The address ${result.error.issues[0]?.message ?? 'is not valid'}.`;
}

/**
 * The live page's address (/s/{slug}). Checked as the coach types; the server's answer (an address
 * already taken) shows under the field. Mount with key={slug} so a saved change resets it.
 */
export function AddressForm({
  websiteId,
  websiteName,
  slug,
  liveOrigin,
  isPublished,
  onSaved,
}: Props) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const [value, setValue] = useState(slug ?? '');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const problem = touched ? problemWith(value) : null;
  const error = serverError ?? problem;
  const unchanged = value === (slug ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const invalid = problemWith(value);
    if (invalid || unchanged) return;
    setSaving(true);
    try {
      const summary = await apiRequest<WebsiteSummary>(`/api/websites/${websiteId}`, {
        method: 'PATCH',
        body: { slug: value },
      });
      onSaved(summary);
      toast({
        title: 'Address saved',
        description: isPublished
          ? `Your live website is now at ${liveUrl(liveOrigin, value)}`
          : `Your website will be published at ${liveUrl(liveOrigin, value)}`,
        kind: 'success',
      });
    } catch (caught) {
      const refused = apiErrorOf(caught);
      const field = refused?.status === 400 ? refused.fields?.slug : undefined;
      const message = field
        ? `The address ${field}.`
        : `The address couldn't be saved${refused?.message ? ` (${refused.message})` : ''}. Please try again.`;
      if (field) setServerError(message);
      toast({ title: 'Address not saved', description: message, kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2" noValidate>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        Website address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div
          className={`flex min-w-0 flex-1 items-center overflow-hidden rounded-md border bg-white focus-within:ring-2 focus-within:ring-ring ${
            error ? 'border-red-400' : 'border-border'
          }`}
        >
          <span className="shrink-0 truncate border-r border-border bg-slate-50 px-3 py-2 text-xs text-slate-500 sm:max-w-[55%]">
            {liveOrigin.replace(/^https?:\/\//, '')}/s/
          </span>
          <input
            id={inputId}
            value={value}
            placeholder={slugify(websiteName)}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${helpId}` : helpId}
            onChange={(event) => {
              setValue(event.target.value);
              setTouched(true);
              setServerError(null);
            }}
            className="h-10 min-w-0 flex-1 bg-transparent px-3 text-sm outline-none"
          />
        </div>
        <Button type="submit" variant="outline" disabled={saving || unchanged}>
          {saving ? (
            <>
              <SpinnerIcon /> Saving...
            </>
          ) : (
            <>
              <Check aria-hidden="true" /> Save address
            </>
          )}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p id={helpId} className="text-xs text-slate-500">
        {slug
          ? 'Lowercase letters, digits and single hyphens. Changing it moves your live page; the old address stops working, and only you can take it back for 30 days.'
          : 'Chosen from your website name when you first publish, unless you set one now. Lowercase letters, digits and single hyphens.'}
      </p>
    </form>
  );
}
