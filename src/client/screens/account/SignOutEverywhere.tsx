import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../app/session';
import { ConfirmDialog } from '../../ui/alert-dialog';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast-store';

/** Ends every session of the account, this one too, after the coach confirms. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOut({ everywhere: true });
  const navigate = useNavigate();

  async function signOutEverywhere() {
    try {
      await signOut.mutateAsync();
      navigate('/signin', { replace: true });
      toast({ title: 'Signed out everywhere', kind: 'success' });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not sign out everywhere. Please try again.',
        kind: 'error',
      });
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Sign out everywhere</h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        Lost a phone, or signed in on a shared computer? This signs you out on every device, this
        one too.
      </p>
      <Button
        variant="outline"
        className="text-destructive"
        disabled={signOut.isPending}
        onClick={() => setConfirming(true)}
      >
        <MonitorSmartphone aria-hidden="true" /> Sign out everywhere
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description="You will be signed out on every computer and phone, including this one. Sign in again with your password."
        confirmLabel="Sign out everywhere"
        onConfirm={signOutEverywhere}
      />
    </Card>
  );
}
