import { Link, useSearchParams } from 'react-router';
import { NEW_PASSWORD_HINT, signupSchema } from '../../../model/auth';
import { Button } from '../../ui/button';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';
import { useAuthForm } from './use-auth-form';

export default function SignUpScreen() {
  const [params] = useSearchParams();
  const { submit, field, message, pending } = useAuthForm(signupSchema, '/api/auth/signup', {
    name: '',
    email: '',
    password: '',
  });
  const next = params.get('next');
  return (
    <AuthCard
      title="Create your account"
      subtitle="Build a page for your coaching business in minutes."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField label="Your name" autoComplete="name" {...field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
          hint={NEW_PASSWORD_HINT}
        />
        {message && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {message}
          </p>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link
          className="font-medium text-primary underline"
          to={`/signin${next ? `?next=${encodeURIComponent(next)}` : ''}`}
        >
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
