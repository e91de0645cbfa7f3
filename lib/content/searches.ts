import { PAGE_LIST } from './pages';

/*
 * Each searchable list's address and the route that answers a search of it (their `search` in
 * lib/content/pages.ts). The list's own page never reads the query, so it stays cached; proxy.ts sends a
 * request with a search (`?q=` holding more than spaces) to the search route, rendered per request and never stored.
 */
export const SEARCH_ROUTES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGE_LIST.flatMap((page) => (page.search ? [[page.path, page.search]] : [])),
);

/** A query that only holds spaces is no search: the list's cached page answers it. */
export const isSearch = (q: string | null): q is string => q !== null && /\S/.test(q);
