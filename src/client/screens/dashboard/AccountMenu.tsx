import { CircleUser, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useMe, useSignOut } from '../../app/session';
import { Button, buttonVariants } from '../../ui/button';
import { toast } from '../../ui/toast-store';

/** Who is signed in, their account screen, and the way out. */
export function AccountMenu() {
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!me.data) return null;
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600">
      <span className="hidden sm:inline">
        Signed in as <span className="font-medium text-slate-900">{me.data.name}</span>
      </span>
      <Link to="/account" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <CircleUser aria-hidden="true" /> Account
      </Link>
      <Button
        variant="ghost"
        size="sm"
        disabled={signOut.isPending}
        onClick={async () => {
          try {
            await signOut.mutateAsync();
            navigate('/signin', { replace: true });
          } catch {
            toast({
              title: 'Error',
              description: 'Could not sign out. Please try again.',
              kind: 'error',
            });
          }
        }}
      >
        <LogOut aria-hidden="true" /> Sign out
      </Button>
    </div>
  );
}
