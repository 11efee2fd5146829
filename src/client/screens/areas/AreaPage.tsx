import { failureMessage } from '../../lib/api';
import { SpinnerIcon } from '../../ui/spinner-icon';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../ui/button';
import { AppHeader } from './AppHeader';

type Props = {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** How wide the content may grow. */
  width?: 'wide' | 'narrow';
};

/**
 * The frame of an area of the app beside the builder (the Content Hub's areas, the lead inbox):
 * the app's header, the area's title and actions, its content.
 */
export function AreaPage({ title, description, actions, children, width = 'wide' }: Props) {
  const maxWidth = width === 'wide' ? 'max-w-6xl' : 'max-w-5xl';
  return (
    <>
      <AppHeader className={maxWidth} />
      <main className={`mx-auto px-4 pt-4 pb-8 sm:px-6 ${maxWidth}`}>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
            <p className="mt-1 max-w-2xl text-slate-600">{description}</p>
          </div>
          {actions && (
            <div className="flex min-w-0 max-w-full flex-wrap items-end gap-2">{actions}</div>
          )}
        </div>
        {children}
      </main>
    </>
  );
}

/** What an area shows when its list could not be loaded, with Retry. */
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

/**
 * What an area shows while its list loads ('Loading your stories...') or when it could not be
 * loaded (the reason and Retry); nothing once it has loaded.
 */
export function QueryStatus({
  query,
  loading,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <SpinnerIcon /> {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed message={failureMessage(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  return null;
}
