import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressTable } from './ViewsByAddress';

/** The table's rows as a screen reader reads them: each row's header, then its cells. */
function rowsOf(markup: string): string[][] {
  const body = markup.slice(markup.indexOf('<tbody>'));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? ''),
  );
}

describe('Views by address', () => {
  it('lists each address with its views and share, naming /s/{slug} for the service’s own', () => {
    const markup = renderToStaticMarkup(
      <AddressTable
        slug="dana"
        addresses={[
          { address: 'bücher.de', views: 1200 },
          { address: '', views: 600 },
          { address: 'www.bücher.de', views: 200 },
        ]}
      />,
    );
    expect(markup).toContain('<table aria-labelledby="views-by-address"');
    expect(markup).toMatch(/<h2 id="views-by-address"[^>]*>Views by address<\/h2>/);
    expect(markup).toContain('<th scope="col"');
    expect(rowsOf(markup)).toEqual([
      ['bücher.de', '1,200', '60%'],
      ['Coachsite address (/s/dana)', '600', '30%'],
      ['www.bücher.de', '200', '10%'],
    ]);
  });

  it('names the service’s address without a slug for all websites', () => {
    const markup = renderToStaticMarkup(
      <AddressTable
        slug={null}
        addresses={[
          { address: 'coach.com', views: 3 },
          { address: '', views: 1 },
        ]}
      />,
    );
    expect(rowsOf(markup)[1]?.[0]).toBe('Coachsite address (/s/…)');
  });

  it('shows nothing when every view came in on one address', () => {
    expect(renderToStaticMarkup(<AddressTable slug="dana" addresses={[]} />)).toBe('');
    const one = [{ address: '', views: 9 }];
    expect(renderToStaticMarkup(<AddressTable slug="dana" addresses={one} />)).toBe('');
  });
});
