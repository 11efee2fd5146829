import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { apiErrorOf, failureMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/input';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { toast } from '../../../ui/toast-store';
import { useAddDomain } from './domain-queries';

type Props = {
  websiteId: number;
  /** Why no domain can be added now (the website has as many as it may), or null. */
  blocked: string | null;
  /** How many domains a website may have, in words. */
  limitNote: string;
};

/**
 * The field a coach types her domain in. The server checks it (and says why it refuses, under the
 * field); any other failure is a toast, and what she typed stays.
 */
export function AddDomainForm({ websiteId, blocked, limitNote }: Props) {
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const blockedId = useId();
  const add = useAddDomain(websiteId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked || add.isPending) return;
    if (value.trim() === '') {
      setError('Enter a domain, such as coach.com.');
      return;
    }
    setError(null);
    try {
      const added = await add.mutateAsync(value);
      setValue('');
      const verified = added.state !== 'waiting' && added.state !== 'failing';
      toast({
        title: verified ? `${added.shown} is verified` : `${added.shown} added`,
        description: verified
          ? 'Its records are already right.'
          : 'Now set the records shown below at your domain company.',
        kind: 'success',
      });
    } catch (caught) {
      const refused = apiErrorOf(caught);
      const field = refused?.status === 400 ? refused.fields?.domain : undefined;
      if (field) setError(`The domain ${field}.`);
      else toast({ title: 'Domain not added', description: failureMessage(caught), kind: 'error' });
    }
  }

  const describedBy = [error ? errorId : null, blocked ? blockedId : null, helpId]
    .filter(Boolean)
    .join(' ');
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Add a domain"
      className="grid gap-2"
    >
      <Label htmlFor={inputId}>Your domain</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          name="domain"
          value={value}
          placeholder="coach.com"
          inputMode="url"
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          disabled={blocked !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className={error ? 'border-red-400' : undefined}
        />
        <Button type="submit" disabled={blocked !== null || add.isPending} className="shrink-0">
          {add.isPending ? (
            <>
              <SpinnerIcon /> Adding...
            </>
          ) : (
            <>
              <Plus aria-hidden="true" /> Add domain
            </>
          )}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="break-words text-sm text-red-700">
          {error}
        </p>
      )}
      {blocked && (
        <p id={blockedId} className="text-sm text-slate-700">
          {blocked}
        </p>
      )}
      <p id={helpId} className="text-xs text-slate-600">
        Type it as you would in a browser, such as coach.com or www.coach.com. {limitNote}
      </p>
    </form>
  );
}
