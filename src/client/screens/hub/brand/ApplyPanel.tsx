import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useBrandActions } from '../../../app/brand-queries';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { useWebsites } from '../../dashboard/website-queries';

/** 'Apply to website': the kit's colours, fonts, logo and details onto one of the coach's websites. */
export function ApplyPanel({ unsaved }: { unsaved: boolean }) {
  const id = useId();
  const headingId = useId();
  const websites = useWebsites();
  const { apply } = useBrandActions();
  const [websiteId, setWebsiteId] = useState('');
  const list = websites.data ?? [];
  return (
    <Card
      id="apply"
      role="region"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="grid scroll-mt-4 gap-3 p-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Apply to a website
      </h2>
      <p className="text-sm text-slate-600">
        Sets the website’s primary and accent colours, fonts, logo, contact details and social links
        from your kit. New websites start from it on their own.
      </p>
      {websites.data && list.length === 0 ? (
        <p className="text-sm text-slate-600">
          No websites yet.{' '}
          <Link to="/" className="text-indigo-700 underline">
            Create one
          </Link>
          : it will start from your brand.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Which website</Label>
            <NativeSelect
              id={id}
              className="w-64"
              value={websiteId}
              onChange={(e) => setWebsiteId(e.target.value)}
            >
              <option value="">Choose a website</option>
              {list.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            disabled={!websiteId || apply.isPending || unsaved}
            onClick={() => apply.mutate(Number(websiteId))}
          >
            {apply.isPending ? 'Applying...' : 'Apply to website'}
          </Button>
          {apply.isSuccess && apply.variables === Number(websiteId) && (
            <Link to={`/builder/${websiteId}`} className={buttonVariants({ variant: 'outline' })}>
              Open in the builder
            </Link>
          )}
        </div>
      )}
      {unsaved && (
        <p className="text-sm text-amber-800">Save your changes first: what is saved is applied.</p>
      )}
    </Card>
  );
}
