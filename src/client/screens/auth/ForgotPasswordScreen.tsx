import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { passwordResetRequestSchema } from '../../../model/auth';
import { apiErrorOf, failureMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';
import { useAskResetLink, useResetAvailability } from './password-reset-queries';

const backToSignIn = (
  <p className="mt-6 text-center text-sm text-slate-600">
    <Link className="font-medium text-primary underline" to="/signin">
      Back to sign in
    </Link>
  </p>
);

/** Forgot password: a link by email when the server can send one, else who to ask. */
export default function ForgotPasswordScreen() {
  const availability = useResetAvailability();
  if (availability.isPending) {
    return (
      <AuthCard title="Forgot your password?" subtitle="One moment...">
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      </AuthCard>
    );
  }
  if (availability.isError || !availability.data.byEmail) {
    return (
      <AuthCard title="Forgot your password?" subtitle="No problem, it happens.">
        <p className="rounded-md bg-indigo-50 p-4 text-sm text-slate-700">
          Ask the person who runs Coachsite for you to reset your password. They can give you a new
          one in a minute.
        </p>
        {backToSignIn}
      </AuthCard>
    );
  }
  return <AskForLink />;
}

function AskForLink() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const ask = useAskResetLink();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await ask.mutateAsync(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (err) {
      const fields = apiErrorOf(err)?.fields;
      if (fields?.email) return setError(fields.email);
      setMessage(failureMessage(err));
    }
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email" subtitle="The link is on its way.">
        <p role="status" className="rounded-md bg-green-50 p-4 text-sm text-green-900">
          If <strong className="break-all">{sentTo}</strong> has a Coachsite account, we have sent
          it a link to choose a new password. The link works for one hour.
        </p>
        <p className="mt-4 text-sm text-slate-600">
          Nothing there after a few minutes? Look in your spam folder, or{' '}
          <button
            type="button"
            className="font-medium text-primary underline"
            onClick={() => setSentTo(null)}
          >
            try again
          </button>
          .
        </p>
        {backToSignIn}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          name="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        {message && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {message}
          </p>
        )}
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      {backToSignIn}
    </AuthCard>
  );
}
