import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../ui/button';
import { Card } from '../../ui/card';
import { AREAS, type AreaPath } from './areas';

export default function AreaScreen({ path }: { path: AreaPath }) {
  const area = AREAS[path];
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{area.title}</h1>
      <Card className="flex flex-col items-center gap-3 p-12 text-center">
        <Inbox aria-hidden="true" className="size-10 text-slate-300" />
        <p className="text-slate-600">{area.empty}</p>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Back to your websites
        </Link>
      </Card>
    </main>
  );
}
