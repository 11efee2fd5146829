import type { AnalyticsAnswer, PathViews } from '../../../../model/analytics/analytics';
import { Card } from '../../../ui/card';

const number = new Intl.NumberFormat('en-US');

/** Where the row's page is under the website's address, and whether it is still there. */
function whereLabel(row: PathViews): string {
  const path = row.path === '' ? '/' : row.path;
  // A page or post deleted since keeps its path as its name: say why it has no title.
  return row.name === row.path ? `${path} · no longer on the website` : path;
}

function PathTable({
  caption,
  rows,
  empty,
  withWebsite,
}: {
  caption: string;
  rows: PathViews[];
  empty: string;
  withWebsite: boolean;
}) {
  if (rows.length === 0) {
    return (
      <div className="mt-4">
        <h3 className="text-sm font-medium text-slate-700">{caption}</h3>
        <p className="mt-1 text-sm text-slate-600">{empty}</p>
      </div>
    );
  }
  return (
    <table className="mt-4 w-full table-fixed text-sm">
      <caption className="text-left text-sm font-medium text-slate-700">{caption}</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="py-2 font-medium">
            Page
          </th>
          {withWebsite && (
            <th scope="col" className="w-1/3 py-2 pl-3 font-medium">
              Website
            </th>
          )}
          <th scope="col" className="w-20 py-2 pl-3 text-right font-medium">
            Views
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.websiteId} ${row.path}`} className="border-t border-slate-100">
            <th scope="row" className="py-2 text-left align-top font-normal">
              <span className="block break-words">{row.name}</span>
              <span className="block break-all text-xs text-slate-600">{whereLabel(row)}</span>
            </th>
            {withWebsite && <td className="break-words py-2 pl-3 align-top">{row.website}</td>}
            <td className="py-2 pl-3 text-right align-top font-medium tabular-nums">
              {number.format(row.views)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Views by page (issue 38): the website's pages, and its blog (the list, tag lists and posts),
 * each in a table of its own, named as she named them. With all websites, a row names its website.
 */
export function PathViewsTables({
  paths,
  allWebsites,
}: {
  paths: PathViews[];
  allWebsites: boolean;
}) {
  const pageRows = paths.filter((p) => p.kind === 'page');
  const blogRows = paths.filter((p) => p.kind !== 'page');
  const withWebsite = allWebsites && new Set(paths.map((p) => p.websiteId)).size > 1;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Views by page</h2>
      {paths.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No page views in these dates yet. Each visit shows here under the page or blog post it was
          on.
        </p>
      ) : (
        <>
          <PathTable
            caption="Pages"
            rows={pageRows}
            empty="No views of the website’s pages in these dates."
            withWebsite={withWebsite}
          />
          <PathTable
            caption="Blog posts"
            rows={blogRows}
            empty="No views of the blog in these dates."
            withWebsite={withWebsite}
          />
        </>
      )}
    </Card>
  );
}

/** The window's views by page and post. */
export function ViewsByPage({ figures }: { figures: AnalyticsAnswer }) {
  return <PathViewsTables paths={figures.paths} allWebsites={figures.websiteId === null} />;
}
