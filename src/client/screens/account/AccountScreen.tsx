import { useMe } from '../../app/session';
import { Card } from '../../ui/card';
import { AppHeader } from '../areas/AppHeader';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DomainsCard } from './DomainsCard';
import { OwnAiForm } from './OwnAiForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { WebhooksCard } from './WebhooksCard';

/**
 * The signed-in coach's account: who they are, a new password, their own AI, their domains, their
 * webhooks, and signing out everywhere.
 */
export default function AccountScreen() {
  const me = useMe();
  if (!me.data) return null;
  const { name, email } = me.data;
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-2xl px-4 pt-4 pb-8 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">Your account</h1>
        <div className="grid gap-6">
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Profile</h2>
            <dl className="grid gap-3 text-sm">
              <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr]">
                <dt className="text-slate-600">Name</dt>
                <dd className="font-medium">{name}</dd>
              </div>
              <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr]">
                <dt className="text-slate-600">Email</dt>
                <dd className="break-all font-medium">{email}</dd>
              </div>
            </dl>
          </Card>
          <ChangePasswordForm email={email} />
          <OwnAiForm />
          <DomainsCard />
          <WebhooksCard />
          <SignOutEverywhere />
        </div>
      </main>
    </>
  );
}
