import type { FormEvent } from 'react';
import {
  changePasswordSchema,
  PASSWORD_HAS_EMAIL,
  NEW_PASSWORD_HINT,
  passwordHasEmail,
} from '../../../model/auth';
import { apiErrorOf, failureMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast-store';
import { FormField } from '../auth/FormField';
import { useFormFields } from '../../lib/use-form-fields';
import { useChangePassword } from './account-queries';
import { fieldErrorsOf } from '../../lib/field-errors';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What is wrong with the form before it is sent, by field (the server judges strength). */
function formErrors(values: Values, email: string): Record<string, string> {
  const parsed = changePasswordSchema.safeParse({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (!errors.newPassword && passwordHasEmail(values.newPassword, email)) {
    errors.newPassword = PASSWORD_HAS_EMAIL;
  }
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = 'must match the new password';
  }
  return errors;
}

export function ChangePasswordForm({ email }: { email: string }) {
  const { values, setValues, setErrors, field } = useFormFields<Values>(EMPTY);
  const change = useChangePassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = formErrors(values, email);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues(EMPTY);
      toast({
        title: 'Password changed',
        description: 'Your other computers and phones have been signed out.',
        kind: 'success',
      });
    } catch (error) {
      const refused = apiErrorOf(error);
      if (refused?.fields && refused.status === 400) {
        setErrors(refused.fields);
        return;
      }
      toast({ title: 'Password not changed', description: failureMessage(error), kind: 'error' });
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Change password</h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        You stay signed in here; your other computers and phones are signed out.
      </p>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change password">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...field('newPassword')}
          hint={NEW_PASSWORD_HINT}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing password...' : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
