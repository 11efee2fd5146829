import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NEW_PASSWORD_HINT, passwordResetConfirmSchema } from '../../../model/auth';
import { apiErrorOf, failureMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';
import { useFormFields } from '../../lib/use-form-fields';
import { useConfirmReset } from './password-reset-queries';
import { fieldErrorsOf } from '../../lib/field-errors';

type Values = { newPassword: string; confirmPassword: string };

const tokenFrom = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** The page an emailed link opens (/reset-password#token=...): a new password, then signed in. */
export default function ResetPasswordScreen() {
  const { hash } = useLocation();
  const [token] = useState(() => tokenFrom(hash));
  const { values, setErrors, field } = useFormFields<Values>({
    newPassword: '',
    confirmPassword: '',
  });
  const [linkEnded, setLinkEnded] = useState(
    () => !passwordResetConfirmSchema.shape.token.safeParse(token).success,
  );
  const [message, setMessage] = useState<string | null>(null);
  const confirm = useConfirmReset();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const parsed = passwordResetConfirmSchema.safeParse({ token, newPassword: values.newPassword });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (values.confirmPassword !== values.newPassword) {
      found.confirmPassword = 'must match the new password';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await confirm.mutateAsync({ token, newPassword: values.newPassword });
    } catch (error) {
      const fields = apiErrorOf(error)?.fields;
      if (fields?.token) return setLinkEnded(true);
      if (fields?.newPassword) return setErrors(fields);
      setMessage(failureMessage(error));
      return;
    }
    toast({
      title: 'Password changed',
      description: 'You are signed in. Your other computers and phones have been signed out.',
      kind: 'success',
    });
    navigate('/dashboard', { replace: true });
  }

  if (linkEnded) {
    return (
      <AuthCard title="This link has ended" subtitle="Reset links work once, for one hour.">
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
          This reset link has expired or was already used. Ask for a new one and use the newest
          email.
        </p>
        <Link
          to="/forgot-password"
          className="mt-6 block text-center text-sm font-medium text-primary underline"
        >
          Send me a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="You will be signed in right after.">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Choose a new password">
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
        {message && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {message}
          </p>
        )}
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving...' : 'Save password and sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
