import { expect, test } from './fixtures';

/*
 * The structured data of every page in the sitemap: each block parses as JSON, and each type
 * carries what search engines read from it.
 */

type Node = Record<string, unknown> & { '@type'?: string };
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function blocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Node,
  );
}

const has = (node: Node, ...keys: string[]) =>
  keys.filter(
    (k) => node[k] === undefined || node[k] === '' || (Array.isArray(node[k]) && (node[k] as unknown[]).length === 0),
  );

test('every JSON-LD block parses and carries the properties of its type', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const found = new Map<string, string[]>();
  const problems: string[] = [];

  for (const path of paths) {
    const nodes = blocks(await (await request.get(path)).text());
    for (const node of nodes) {
      const type = String(node['@type']);
      found.set(type, [...(found.get(type) ?? []), path]);
      expect(node['@context']).toBe('https://schema.org');
      const missing = (() => {
        switch (type) {
          case 'NGO':
            return has(node, 'name', 'url', 'logo', 'description');
          case 'NewsArticle':
          case 'Article':
            return has(node, 'headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher');
          case 'Event': {
            // The end only where the organisation gave one; a date alone where no time could be read.
            const m = has(
              node,
              'name',
              'startDate',
              'location',
              'eventStatus',
              'eventAttendanceMode',
              'organizer',
              'offers',
              'image',
            );
            const when = (v: unknown) => ISO_WITH_OFFSET.test(String(v)) || /^\d{4}-\d{2}-\d{2}$/.test(String(v));
            if (!when(node.startDate) || (node.endDate !== undefined && !when(node.endDate)))
              m.push('ISO 8601 dates, with an offset where there is a time');
            const location = node.location as Node;
            if (
              location['@type'] === 'VirtualLocation' &&
              node.eventAttendanceMode !== 'https://schema.org/OnlineEventAttendanceMode'
            )
              m.push('an online attendance mode for a virtual location');
            if (location['@type'] === 'VirtualLocation' && String(location.url).includes('/events/'))
              m.push('the VirtualLocation is where people attend, not this page');
            if (location['@type'] === 'Place' && !(location.address as Node | undefined)?.['@type'])
              m.push('location.address');
            if ((node.offers as Node)['@type'] !== 'Offer' || !(node.offers as Node).url) m.push('offers.url');
            return m;
          }
          case 'Product': {
            const m = has(node, 'name', 'image', 'description', 'offers');
            const offer = node.offers as Node;
            if (
              offer['@type'] !== 'Offer' ||
              typeof offer.price !== 'number' ||
              !/^[A-Z]{3}$/.test(String(offer.priceCurrency)) ||
              !String(offer.availability).startsWith('https://schema.org/')
            )
              m.push('offers (price, priceCurrency, availability)');
            return m;
          }
          case 'Course':
            return has(node, 'name', 'description', 'provider');
          case 'FAQPage': {
            const questions = node.mainEntity as Node[];
            return questions.length > 0 &&
              questions.every((q) => q['@type'] === 'Question' && q.name && (q.acceptedAnswer as Node)?.text)
              ? []
              : ['mainEntity'];
          }
          case 'BreadcrumbList': {
            const items = node.itemListElement as Node[];
            return items.length >= 2 &&
              items.every((it, i) => it.position === i + 1 && it.name && String(it.item).startsWith('http'))
              ? []
              : ['itemListElement'];
          }
          default:
            return [`an unexpected type ${type}`];
        }
      })();
      if (missing.length > 0) problems.push(`${path} ${type}: ${missing.join(', ')}`);
    }
    const isDetail = /\/(acn-news|our-stories|upcoming-event-details|past-event-details|products)\/[^/]+$/.test(path);
    if (isDetail && !nodes.some((n) => n['@type'] === 'BreadcrumbList')) problems.push(`${path}: no BreadcrumbList`);
  }

  expect(problems).toEqual([]);
  // Translated pages are in the sitemap in every language, each with its blocks.
  const inEveryLanguage = (paths: string[]) =>
    paths.flatMap((p) => [p, p === '/' ? '/fr' : `/fr${p}`, p === '/' ? '/ha' : `/ha${p}`]).sort();
  expect(found.get('NGO')?.sort()).toEqual(inEveryLanguage(['/', '/acn/home']));
  const group = blocks(await (await request.get('/')).text()).find((n) => n['@type'] === 'NGO')!;
  expect((group.subOrganization as Node[]).map((o) => o.name).sort()).toEqual([
    'African Child Network',
    'Arewa Hub',
    'Edu Africa',
  ]);
  expect(found.get('FAQPage')?.sort()).toEqual(
    inEveryLanguage(['/acn/about/annual-report', '/arewa-hub/home', '/faq']),
  );
  expect(found.get('NewsArticle')?.length).toBeGreaterThan(3);
  expect(found.get('Article')?.length).toBeGreaterThan(3);
  expect(found.get('Event')?.length).toBeGreaterThan(3);
  expect(found.get('Product')?.length).toBeGreaterThan(10);
  expect(found.get('Course')?.length).toBe(15);
});
