import { Link } from 'react-router';
import { buttonVariants } from '../../ui/button';
import { Card } from '../../ui/card';
import { useWebsiteId } from './use-website-id';
import { useWebsite } from './website-query';

export default function BuilderScreen() {
  const id = useWebsiteId();
  const website = useWebsite(id);
  if (website.isPending) {
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        Loading website builder...
      </p>
    );
  }
  if (website.isError) {
    return (
      <main className="mx-auto max-w-xl p-8">
        <Card role="alert" className="p-6">
          <p className="text-destructive">{website.error.message}</p>
          <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
            Back to your websites
          </Link>
        </Card>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold">{website.data.name}</h1>
      <h2 className="mt-6 text-lg font-semibold">Website Structure</h2>
      <ul className="mt-2 grid gap-2">
        {website.data.sections.map((s) => (
          <li key={s.id}>
            <Card className="flex justify-between p-3 text-sm">
              <span className="font-medium">{s.name}</span>
              <span className="text-slate-500">
                {s.type} · {s.elements.length} elements
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </main>
  );
}
