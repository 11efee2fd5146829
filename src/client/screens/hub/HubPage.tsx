import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../ui/button';
import { AccountMenu } from '../dashboard/AccountMenu';

type Props = { title: string; description: ReactNode; actions?: ReactNode; children: ReactNode };

/** The frame of a Content Hub area: the way back, the area's title and actions, its content. */
export function HubPage({ title, description, actions, children }: Props) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="mb-4 flex items-center justify-between gap-2">
        <Link to="/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" /> Your websites
        </Link>
        <AccountMenu />
      </div>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 max-w-2xl text-slate-600">{description}</p>
        </div>
        {actions && <div className="flex flex-wrap items-end gap-2">{actions}</div>}
      </header>
      {children}
    </main>
  );
}

/** Loading, failed (with Retry) or empty: what a hub area shows before its list. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-slate-200 bg-white p-6">
      <p className="text-destructive">{message}</p>
      <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
