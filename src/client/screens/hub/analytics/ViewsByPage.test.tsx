import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PathViews } from '../../../../model/analytics/analytics';
import { PathViewsTables } from './ViewsByPage';

/** Each table's caption, then its rows as a screen reader reads them: row header, then cells. */
function tablesOf(markup: string): { caption: string; rows: string[][] }[] {
  return [...markup.matchAll(/<table[^>]*>(.*?)<\/table>/g)].map((table) => {
    const inner = table[1] ?? '';
    const caption = /<caption[^>]*>(.*?)<\/caption>/.exec(inner)?.[1] ?? '';
    const body = inner.slice(inner.indexOf('<tbody>'));
    const rows = [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
      [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
        (cell[1] ?? '').replace(/<\/span><span[^>]*>/g, ' | ').replace(/<[^>]+>/g, ''),
      ),
    );
    return { caption, rows };
  });
}

const dana = { websiteId: 1, website: 'Dana Coaching' };
const PATHS: PathViews[] = [
  { ...dana, path: '', kind: 'page', name: 'Home', views: 1200 },
  { ...dana, path: '/blog/calm-founders', kind: 'post', name: 'Calm founders', views: 300 },
  { ...dana, path: '/about', kind: 'page', name: 'About Dana', views: 250 },
  { ...dana, path: '/blog', kind: 'blog', name: 'Blog', views: 40 },
  { ...dana, path: '/pricing', kind: 'page', name: '/pricing', views: 2 },
];

describe('Views by page', () => {
  it('lists pages and the blog in two captioned tables, by title with their address', () => {
    const markup = renderToStaticMarkup(<PathViewsTables paths={PATHS} allWebsites={false} />);
    expect(markup).toContain('<h2 class="text-lg font-semibold">Views by page</h2>');
    expect(markup).toContain('<th scope="col"');
    expect(tablesOf(markup)).toEqual([
      {
        caption: 'Pages',
        rows: [
          ['Home | /', '1,200'],
          ['About Dana | /about', '250'],
          ['/pricing | /pricing · no longer on the website', '2'],
        ],
      },
      {
        caption: 'Blog posts',
        rows: [
          ['Calm founders | /blog/calm-founders', '300'],
          ['Blog | /blog', '40'],
        ],
      },
    ]);
  });

  it('names each row’s website when the figures are of several websites', () => {
    const other = { websiteId: 2, website: 'Dana Retreats', path: '', kind: 'page' as const };
    const paths = [...PATHS, { ...other, name: 'Retreats home', views: 5 }];
    const [pages] = tablesOf(renderToStaticMarkup(<PathViewsTables paths={paths} allWebsites />));
    expect(pages?.rows[0]).toEqual(['Home | /', 'Dana Coaching', '1,200']);
    expect(pages?.rows.at(-1)).toEqual(['Retreats home | /', 'Dana Retreats', '5']);
  });

  it('says when nothing was viewed, and when the blog had no views', () => {
    const none = renderToStaticMarkup(<PathViewsTables paths={[]} allWebsites={false} />);
    expect(none).toContain('No page views in these dates yet.');
    expect(none).not.toContain('<table');
    const pagesOnly = PATHS.filter((p) => p.kind === 'page');
    const markup = renderToStaticMarkup(<PathViewsTables paths={pagesOnly} allWebsites={false} />);
    expect(tablesOf(markup).map((t) => t.caption)).toEqual(['Pages']);
    expect(markup).toContain('No views of the blog in these dates.');
  });
});
