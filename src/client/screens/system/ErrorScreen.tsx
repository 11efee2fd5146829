import { AlertTriangle } from 'lucide-react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

export function ErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card role="alert" className="w-full max-w-md p-6 text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto mb-3 size-10 text-amber-500" />
        <h1 className="text-xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">
          An unexpected error occurred. This has been logged and will be investigated.
        </p>
        <div className="mt-6 flex justify-center gap-2">
          <Button onClick={onTryAgain}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </div>
      </Card>
    </main>
  );
}
