import { useId, useState, type FormEvent } from 'react';
import {
  needsKey,
  OWN_AI_BASE_URLS,
  OWN_AI_LABELS,
  OWN_AI_PROVIDERS,
  ownAiInputSchema,
  type OwnAiAnswer,
  type OwnAiProvider,
} from '../../../model/ai/own-ai';
import { apiErrorOf, failureMessage } from '../../lib/api';
import { useFormFields } from '../../lib/use-form-fields';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Label } from '../../ui/input';
import { NativeSelect } from '../../ui/native-select';
import { toast } from '../../ui/toast-store';
import { FormField } from '../auth/FormField';
import { useOwnAi, useSaveOwnAi, useTestOwnAi } from './account-queries';
import { fieldErrorsOf } from '../../lib/field-errors';

type Values = { baseUrl: string; model: string; apiKey: string };

const valuesOf = (answer: OwnAiAnswer): Values => ({
  baseUrl: answer.configured ? answer.baseUrl : '',
  model: answer.configured ? answer.model : '',
  apiKey: '',
});

/** Who writes: the provider's name, or the host of the coach's own address. */
const writerOf = (answer: Extract<OwnAiAnswer, { configured: true }>) =>
  answer.provider === 'other'
    ? `your AI at ${new URL(answer.baseUrl).host}`
    : OWN_AI_LABELS[answer.provider];

/** "Use my own AI": the coach's provider, model and key; the key is never shown again. */
export function OwnAiForm() {
  const ownAi = useOwnAi();
  if (!ownAi.data) return null;
  // A new answer (saved, removed) starts the form again from what is stored.
  return <OwnAiEditor key={JSON.stringify(ownAi.data)} answer={ownAi.data} />;
}

function OwnAiEditor({ answer }: { answer: OwnAiAnswer }) {
  const save = useSaveOwnAi();
  const test = useTestOwnAi();
  const [provider, setProvider] = useState<OwnAiProvider>(
    answer.configured ? answer.provider : 'openai',
  );
  const { values, setErrors, errors, field } = useFormFields<Values>(valuesOf(answer));
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const selectId = useId();
  const choices = OWN_AI_PROVIDERS.filter((p) => p !== 'ollama' || answer.privateAllowed);
  const ownAddress = provider === 'other' || provider === 'ollama';
  const storedHint = answer.configured && answer.provider === provider ? answer.keyHint : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const input = {
      provider,
      model: values.model,
      ...(ownAddress && values.baseUrl.trim() ? { baseUrl: values.baseUrl } : {}),
      ...(needsKey(provider) && values.apiKey.trim() ? { apiKey: values.apiKey } : {}),
    };
    const parsed = ownAiInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: 'Your AI is saved', kind: 'success' });
    } catch (error) {
      const refused = apiErrorOf(error);
      if (refused?.fields && refused.status === 400) {
        const { baseUrl, ...shown } = refused.fields;
        setErrors(ownAddress ? refused.fields : shown);
        // A known provider's address is not on the form: its refusal is said in a toast.
        if (baseUrl && !ownAddress) {
          const description = `${OWN_AI_LABELS[provider]}’s address ${baseUrl}.`;
          toast({ title: 'Not saved', description, kind: 'error' });
        }
        return;
      }
      toast({ title: 'Not saved', description: failureMessage(error), kind: 'error' });
    }
  }

  async function runTest() {
    setResult(null);
    try {
      setResult(await test.mutateAsync());
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    }
  }

  async function remove() {
    setResult(null);
    try {
      await save.mutateAsync(null);
      toast({ title: 'Your own AI is removed', kind: 'success' });
    } catch (error) {
      toast({ title: 'Not removed', description: failureMessage(error), kind: 'error' });
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Use my own AI</h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        {answer.configured
          ? `Your copy is written by ${writerOf(answer)} (${answer.model}).`
          : 'Your copy is written by the AI this site provides. Add your own AI account to use it instead.'}{' '}
        Your key is kept sealed on the server; only its last 4 characters are shown.
      </p>
      {!answer.configured && answer.reenter && (
        <p className="mb-4 text-sm text-destructive">{answer.reenter}</p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Use my own AI">
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>Provider</Label>
          <NativeSelect
            id={selectId}
            value={provider}
            onChange={(e) => {
              setProvider(e.target.value as OwnAiProvider);
              setErrors({});
            }}
            aria-invalid={errors.provider ? true : undefined}
          >
            {choices.map((p) => (
              <option key={p} value={p}>
                {OWN_AI_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
          {errors.provider && (
            <p className="text-xs text-destructive">Provider {errors.provider}</p>
          )}
        </div>
        {ownAddress && (
          <FormField
            label="Address (base URL)"
            autoComplete="off"
            {...field('baseUrl')}
            hint={
              provider === 'ollama'
                ? `Empty: ${OWN_AI_BASE_URLS.ollama}`
                : 'An OpenAI-compatible https address, such as https://api.example.com/v1'
            }
          />
        )}
        <FormField
          label="Model"
          autoComplete="off"
          {...field('model')}
          hint="For example gpt-4o-mini"
        />
        {needsKey(provider) && (
          <FormField
            label="API key"
            type="password"
            autoComplete="off"
            {...field('apiKey')}
            {...(storedHint
              ? { hint: `Saved key ends in ${storedHint}. Leave empty to keep it.` }
              : {})}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          {answer.configured && (
            <>
              <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}>
                {test.isPending ? 'Testing...' : 'Test connection'}
              </Button>
              <Button type="button" variant="outline" onClick={remove} disabled={save.isPending}>
                Stop using my AI
              </Button>
            </>
          )}
        </div>
        <p
          role="status"
          className={result?.ok ? 'text-sm text-emerald-700' : 'text-sm text-destructive'}
        >
          {result?.message}
        </p>
      </form>
    </Card>
  );
}
