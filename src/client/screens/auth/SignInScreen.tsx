import { Link, useSearchParams } from 'react-router';
import { loginSchema } from '../../../model/auth';
import { Button } from '../../ui/button';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';
import { useAuthForm } from './use-auth-form';

export default function SignInScreen() {
  const [params] = useSearchParams();
  const { submit, field, message, pending } = useAuthForm(loginSchema, '/api/auth/login', {
    email: '',
    password: '',
  });
  const next = params.get('next');
  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to edit your websites.">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <div className="grid gap-1">
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          <Link
            to="/forgot-password"
            className="justify-self-end text-sm font-medium text-primary underline"
          >
            Forgot password?
          </Link>
        </div>
        {message && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {message}
          </p>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Coachsite?{' '}
        <Link
          className="font-medium text-primary underline"
          to={`/signup${next ? `?next=${encodeURIComponent(next)}` : ''}`}
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
