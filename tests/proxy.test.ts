/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, proxy } from '../proxy';
import { SEARCH_ROUTES } from '../lib/searches';

const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite');
const get = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));

describe('the proxy', () => {
  it('is matched for every searchable list, only with a query that is more than spaces', () => {
    const searches = config.matcher.filter((entry) => typeof entry !== 'string');
    expect(searches.map((entry) => entry.source).sort()).toEqual(Object.keys(SEARCH_ROUTES).sort());
    for (const entry of searches) expect(entry.has).toEqual([{ type: 'query', key: 'q', value: '.*\\S.*' }]);
  });

  it('sends a search to its list’s search route, the query kept', () => {
    expect(rewrittenTo(get('/acn/about/acn-news?q=%20Borehole'))).toBe('http://localhost:3000/acn/search/acn-news?q=%20Borehole');
    expect(rewrittenTo(get('/edu-africa/products?q=100%25%20hausa'))).toBe('http://localhost:3000/edu-africa/search?q=100%25%20hausa');
  });

  it('leaves a list asked with a blank query, and any other address, to its own page', () => {
    expect(rewrittenTo(get('/acn/about/acn-news?q=%20%20'))).toBeNull();
    expect(rewrittenTo(get('/acn/home?q=water'))).toBeNull();
  });
});
