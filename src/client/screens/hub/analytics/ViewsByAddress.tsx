import {
  SERVICE_ADDRESS,
  type AddressViews,
  type AnalyticsAnswer,
} from '../../../../model/analytics/analytics';
import { Card } from '../../../ui/card';
import { useWebsites } from '../../dashboard/website-queries';

const number = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** How the service's own address reads: the website's /s/{slug}, or any website's. */
function serviceLabel(slug: string | null): string {
  return slug ? `Coachsite address (/s/${slug})` : 'Coachsite address (/s/…)';
}

/**
 * Views by the address a page was served on (issue 37): her own domains and this service's
 * /s/{slug}. Only shown when the views came in on more than one: with one, it says nothing new.
 */
export function AddressTable({
  addresses,
  slug,
}: {
  addresses: AddressViews[];
  /** The website's live address, to name /s/{slug}; null for all websites or not known yet. */
  slug: string | null;
}) {
  if (addresses.length < 2) return null;
  const total = addresses.reduce((n, a) => n + a.views, 0);
  return (
    <Card className="p-5">
      <h2 id="views-by-address" className="text-lg font-semibold">
        Views by address
      </h2>
      <table aria-labelledby="views-by-address" className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="pb-2 font-medium">
              Address
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-medium">
              Views
            </th>
            <th scope="col" className="pb-2 pl-3 text-right font-medium">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {addresses.map((row) => (
            <tr key={row.address} className="border-t border-slate-100">
              <th scope="row" className="break-all py-2 text-left font-normal">
                {row.address === SERVICE_ADDRESS ? serviceLabel(slug) : row.address}
              </th>
              <td className="py-2 pl-3 text-right font-medium tabular-nums">
                {number.format(row.views)}
              </td>
              <td className="py-2 pl-3 text-right tabular-nums text-slate-600">
                {percent.format(total > 0 ? row.views / total : 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** The window's views by address, naming the chosen website's /s/{slug}. */
export function ViewsByAddress({
  figures,
  websiteId,
}: {
  figures: AnalyticsAnswer;
  websiteId: number | null;
}) {
  const websites = useWebsites();
  const slug = websites.data?.find((w) => w.id === websiteId)?.slug ?? null;
  return <AddressTable addresses={figures.addresses} slug={slug} />;
}
