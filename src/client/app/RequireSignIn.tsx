import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from './session';

/** App screens are for a signed-in coach: anyone else goes to sign in, and comes back here after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        Loading...
      </p>
    );
  }
  if (me.isError) {
    return (
      <p role="alert" className="p-8 text-center text-destructive">
        Could not reach the server. Reload the page to try again.
      </p>
    );
  }
  if (!me.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/signin?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
