import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '@/lib/api/contract';
import { LOCALES } from '@/lib/i18n/locales';
import { PAGE_READS, readsOf, SITEMAP_READS } from '@/lib/queries/page-reads';

/*
 * Which page reads which cache tag, as lib/queries/page-reads.ts says and as the build recorded it: Next
 * writes the tags each page it rendered read into its x-next-cache-tags (.next/server/app/<page>.meta),
 * besides the tags of its own route (_N_T_…). A staff write purges from nginx only the pages that read
 * what it expired, so a page whose reads the table misses would keep its old copy there. Needs a build.
 */

jest.mock('server-only', () => ({}));

const app = path.resolve(__dirname, '../../.next/server/app');

/** The tags a built page read, from its .meta file. */
function builtReads(meta: string): string[] {
  const { headers } = JSON.parse(fs.readFileSync(meta, 'utf8')) as { headers?: Record<string, string> };
  return (headers?.['x-next-cache-tags'] ?? '')
    .split(',')
    .filter((tag) => tag && !tag.startsWith('_N_T_'))
    .sort();
}

/** Each .meta file under `dir`, with the address of its page below it. */
function metas(dir: string, address = ''): [string, string][] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return metas(at, `${address}/${entry.name}`);
    return entry.name.endsWith('.meta') ? [[`${address}/${entry.name.slice(0, -'.meta'.length)}`, at]] : [];
  });
}

/** The tags the page at an English address reads, by the table, or by its record's endpoint. */
function declaredReads(address: string): string[] {
  const record: [RegExp, (id: string) => string[]][] = [
    [/^\/acn\/about\/acn-news\/([^/]+)$/, (id) => endpoints.newsItem.tags!({ id })],
    [/^\/acn\/about\/our-stories\/([^/]+)$/, (id) => endpoints.story.tags!({ id })],
    [/^\/arewa-hub\/products\/([^/]+)(\/order)?$/, (productId) => endpoints.product.tags!({ productId })],
    [/^\/events\/(?:upcoming|past)-event-details\/([^/]+)$/, (eventId) => endpoints.event.tags!({ eventId })],
  ];
  for (const [pattern, tags] of record) {
    const id = pattern.exec(address)?.[1];
    if (id) return [...tags(id)].sort();
  }
  return [...readsOf(address)].sort();
}

const pages = LOCALES.flatMap((locale) => [
  ...metas(path.join(app, locale)).map(([address, meta]) => [address || '/', meta, locale] as const),
  [`/`, path.join(app, `${locale}.meta`), locale] as const,
]).filter(([, meta]) => fs.existsSync(meta));

it('the build has the pages to compare (npm run build first)', () => {
  expect(pages.length).toBeGreaterThan(100);
});

it.each(pages.map(([address, meta, locale]) => [`/${locale}${address === '/' ? '' : address}`, address, meta]))(
  '%s reads the tags the table says',
  (_page, address, meta) => {
    expect(builtReads(meta)).toEqual(declaredReads(address));
  },
);

it('the table names only pages the build has, in every language', () => {
  const built = new Set(pages.map(([address, , locale]) => `${locale}:${address}`));
  const missing = Object.keys(PAGE_READS).flatMap((address) =>
    LOCALES.filter((locale) => !built.has(`${locale}:${address}`)).map((locale) => `${locale}:${address}`),
  );
  expect(missing).toEqual([]);
});

it('the sitemap reads the tags the table says', () => {
  const [[address, reads]] = Object.entries(SITEMAP_READS) as [[string, readonly string[]]];
  expect(builtReads(path.join(app, `${address}.meta`))).toEqual([...reads].sort());
});
