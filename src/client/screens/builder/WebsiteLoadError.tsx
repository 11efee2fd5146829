import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { buttonVariants } from '../../ui/button';
import { Card } from '../../ui/card';

/** Why a website could not be opened, with a way back to the dashboard. */
export function WebsiteLoadError({ error }: { error: Error }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <main className="mx-auto max-w-xl p-8">
      <Card role="alert" className="p-6">
        <h1 className="text-lg font-semibold">
          {missing ? 'Website not found' : 'Failed to fetch website'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {missing
            ? 'It may have been deleted, or the link is wrong.'
            : 'Check your connection and reload the page.'}
        </p>
        <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
          Back to your websites
        </Link>
      </Card>
    </main>
  );
}
