import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../ui/button';
import { Card } from '../../ui/card';

export default function NotFoundScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md p-6">
        <div className="mb-4 flex items-center gap-2">
          <AlertCircle aria-hidden="true" className="size-8 text-red-500" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Go to your websites
        </Link>
      </Card>
    </main>
  );
}
