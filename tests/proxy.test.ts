import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { config, proxy, TEXT_FORM_BYTES } from '../proxy';
import { MAX_MEMBERSHIP_BYTES } from '../lib/api/constants';
import { PAGE_LIST } from '../lib/content/pages';
import { SEARCH_ROUTES } from '../lib/content/searches';
import { PREFIXED } from '../lib/i18n/locales';
import { signToken } from '../lib/mail/links';

// The server's answer about each detail page's item: only an id called "gone" does not exist.
jest.mock('../lib/proxy/published', () => ({
  isMissing: (_kind: string, id: string) => Promise.resolve(id === 'gone'),
  eventDate: () => Promise.resolve(undefined),
  NOT_FOUND_PATH: '/_missing',
  notFoundAddress: (locale: string) => `/${locale}/_missing`,
}));

// The key that signs the newsletter links (read on first use, so set before any test signs one).
process.env.AUTH_SECRET ??= 'a-signing-key-for-the-proxy-suite-0123456789';

const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite');
const get = (path: string) => Promise.resolve(proxy(new NextRequest(new URL(`http://localhost:3000${path}`))));

describe('the proxy', () => {
  it('is matched for every searchable page of the registry, only with a query that is more than spaces', () => {
    const searches = config.matcher.filter(
      (entry) => typeof entry !== 'string' && entry.has.some((h) => h.type === 'query'),
    ) as Exclude<(typeof config.matcher)[number], string>[];
    const lists = PAGE_LIST.filter((page) => page.search).map((page) => page.path);
    expect(lists.length).toBeGreaterThan(1);
    expect(Object.keys(SEARCH_ROUTES).sort()).toEqual([...lists].sort());
    expect(searches.map((entry) => entry.source).sort()).toEqual(
      [...lists, ...lists.map((list) => `/:lang([a-z]{2,3})${list}`)].sort(),
    );
    for (const entry of searches) expect(entry.has).toEqual([{ type: 'query', key: 'q', value: '.*\\S.*' }]);
  });

  it('is matched for every language but English, as lib/i18n/locales.ts lists them, whatever they are', () => {
    const prefixed = config.matcher.map((entry) => (typeof entry === 'string' ? entry : entry.source));
    const patterns = new Set(prefixed.flatMap((source) => /^\/:lang\(([^)]+)\)/.exec(source)?.[1] ?? []));
    expect([...patterns]).toEqual(['[a-z]{2,3}']);
    for (const locale of PREFIXED.split('|')) expect(locale).toMatch(/^[a-z]{2,3}$/);
  });

  it('takes a prefix for a language only when lib/i18n/locales.ts has it', async () => {
    expect((await get('/xy/acn')).status).not.toBe(308);
    expect(rewrittenTo(await get('/xy/acn/about/acn-news?q=water'))).toBeNull();
    expect((await get('/fr/acn')).headers.get('location')).toMatch(/\/fr\/acn\/home$/);
  });

  it('leaves a share picture at the English tree’s address Next gives it, with no redirect', async () => {
    for (const picture of ['opengraph-image', 'opengraph-image/card']) {
      const answer = await get(`/en/acn/about/acn-news/abc/${picture}`);
      expect(answer.status).not.toBe(308);
    }
  });

  it('redirects each arm’s bare prefix to its home, and a trailing slash away, for good (308), the query kept', async () => {
    for (const [from, to] of [
      ['/acn', '/acn/home'],
      ['/edu-africa', '/edu-africa/home'],
      ['/arewa-hub', '/arewa-hub/home'],
      ['/faq/', '/faq'],
      ['/acn/about/?x=1', '/acn/about?x=1'],
      ['//evil.example/', '//evil.example'],
      ['/fr/acn', '/fr/acn/home'],
      ['/ha/arewa-hub/', '/ha/arewa-hub/home'],
      ['/fr/faq/', '/fr/faq'],
      // English keeps the addresses without a prefix.
      ['/en', '/'],
      ['/en/faq', '/faq'],
      ['/en/acn', '/acn/home'],
    ] as const) {
      const answer = await get(from);
      expect(answer.status).toBe(308);
      // Always this site's own address: a doubled slash stays a path here.
      expect(answer.headers.get('location')).toBe(`http://localhost:3000${to}`);
    }
    expect((await get('/')).status).not.toBe(308);
  });

  it('answers a malformed percent-escape in an event’s address with 400 before looking the event up', async () => {
    expect((await get('/events/upcoming-event-details/%E0%A4%A')).status).toBe(400);
  });

  it('sends a search to its list’s search route, the query kept', async () => {
    expect(rewrittenTo(await get('/acn/about/acn-news?q=%20Borehole'))).toBe(
      'http://localhost:3000/en/acn/search/acn-news?q=%20Borehole',
    );
    expect(rewrittenTo(await get('/edu-africa/products?q=100%25%20hausa'))).toBe(
      'http://localhost:3000/en/edu-africa/search?q=100%25%20hausa',
    );
    // Each language's search route, in its own tree.
    expect(rewrittenTo(await get('/ha/acn/about/our-stories?q=ruwa'))).toBe(
      'http://localhost:3000/ha/acn/search/our-stories?q=ruwa',
    );
  });

  it('sends a console address asked without a session cookie to sign-in, with nothing in the body', async () => {
    for (const path of ['/admin', '/admin/submissions?kind=messages', '/admin/export', '/admin/files/x/0']) {
      const answer = await get(path);
      expect(answer.status).toBe(307);
      expect(answer.headers.get('location')).toBe('http://localhost:3000/admin/sign-in');
      expect(await answer.text()).toBe('');
    }
    const posted = await proxy(new NextRequest(new URL('/admin/faqs', 'http://localhost:3000'), { method: 'POST' }));
    expect(posted.status).toBe(303);
  });

  it('opens a console address followed from another site again from this site, without its query', async () => {
    const followed = await proxy(
      new NextRequest(new URL('/admin/submissions/messages/abc?q=ama%40example.org', 'http://localhost:3000'), {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      }),
    );
    expect([followed.status, followed.headers.get('location'), followed.headers.get('cache-control')]).toEqual([
      200,
      null,
      'private, no-store',
    ]);
    const html = await followed.text();
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/admin/submissions/messages/abc">');
    expect(html).toContain('<a href="/admin/submissions/messages/abc">Open the staff console</a>');
    expect(html).not.toContain('example.org');
    // From this site, or typed in (Sec-Fetch-Site: none, which carries the cookie), it is sign-in as before.
    for (const site of ['same-origin', 'none']) {
      const asked = await proxy(
        new NextRequest(new URL('/admin/submissions', 'http://localhost:3000'), {
          headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' },
        }),
      );
      expect([site, asked.status, await asked.text()]).toEqual([site, 307, '']);
    }
  });

  it('lets through the sign-in page, a server action, and a request with a session cookie (which the console checks itself)', async () => {
    const passes = (response: Response) => expect(response.headers.get('x-middleware-next')).toBe('1');
    passes(await get('/admin/sign-in'));
    passes(await get('/admin/elsewhere'));
    passes(
      await proxy(
        new NextRequest(new URL('/admin/faqs', 'http://localhost:3000'), {
          method: 'POST',
          headers: { 'next-action': 'abc' },
        }),
      ),
    );
    for (const cookie of ['eca-staff.session_token=x', '__Secure-eca-staff.session_token=x'])
      passes(await proxy(new NextRequest(new URL('/admin/audit', 'http://localhost:3000'), { headers: { cookie } })));
  });

  describe("a newsletter e-mail's page", () => {
    const id = '0123456789abcdef01234567';
    const ask = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
      Promise.resolve(proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { method, headers })));
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' };

    it('is its own page, answered 404, when its token does not verify, in the language of its address', async () => {
      const good = signToken('unsubscribe', id);
      const forged = [
        '',
        '?token=',
        `?token=${id}.not-a-signature-at-all`,
        `?token=${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
        `?token=${signToken('confirm', id)}`,
        '?done=nowhere',
      ];
      for (const [prefix, locale] of [
        ['', 'en'],
        ['/ha', 'ha'],
      ])
        for (const query of forged) {
          const answer = await ask(`${prefix}/newsletter/unsubscribe${query}`);
          expect([query, answer.status, rewrittenTo(answer)]).toEqual([
            query,
            404,
            `http://localhost:3000/${locale}/newsletter/unsubscribe${query}`,
          ]);
        }
      // Its own token, or the step done for a newsletter of ours, opens the page as it is.
      for (const query of [`?token=${good}`, '?done=acn'])
        expect((await ask(`/newsletter/unsubscribe${query}`)).headers.get('x-middleware-next')).toBe('1');
    });

    it('sends a post with its token to the route that follows it, and answers any other 404 as the page', async () => {
      const good = signToken('confirm', id);
      const followed = await ask(`/ha/newsletter/confirm?token=${good}`, 'POST', form);
      expect([followed.status, rewrittenTo(followed)]).toEqual([
        200,
        `http://localhost:3000/ha/newsletter/follow/confirm?token=${good}`,
      ]);
      // A `done` beside a forged token shows no outcome: the page is asked for the token alone.
      const forged = await ask(`/newsletter/confirm?token=${id}.forged&done=acn`, 'POST', form);
      expect([forged.status, rewrittenTo(forged)]).toEqual([
        404,
        `http://localhost:3000/en/newsletter/confirm?token=${id}.forged`,
      ]);
      const other = await ask(`/newsletter/confirm?token=${signToken('unsubscribe', id)}`, 'POST', form);
      expect(other.status).toBe(404);
      // From another site's page: refused before anything else.
      const foreign = await ask(`/newsletter/confirm?token=${good}`, 'POST', {
        ...form,
        origin: 'https://evil.example',
      });
      expect([foreign.status, await foreign.text()]).toEqual([403, 'Forms can only be sent from this website.']);
    });

    it('is matched in every language, and no other page of the newsletter is', () => {
      const sources = config.matcher.map((entry) => (typeof entry === 'string' ? entry : entry.source));
      expect(sources.filter((s) => s.includes('newsletter'))).toEqual([
        '/newsletter/:page(confirm|unsubscribe)',
        '/:lang([a-z]{2,3})/newsletter/:page(confirm|unsubscribe)',
      ]);
    });
  });

  it('is matched for an event’s pages in every language, and not for other records’ pages (the server checks those)', () => {
    const matched = (url: string) => matches({ config, url });
    for (const prefix of ['', '/fr', '/ha']) {
      for (const page of ['/events/upcoming-event-details/e1', '/events/past-event-details/e1']) {
        expect([prefix + page, matched(prefix + page)]).toEqual([prefix + page, true]);
        expect(matched(`${prefix}${page}/opengraph-image`)).toBe(false);
      }
      for (const page of ['/acn/about/acn-news/n1', '/acn/about/our-stories/s1', '/arewa-hub/products/p1/order'])
        expect([prefix + page, matched(prefix + page)]).toEqual([prefix + page, false]);
    }
  });

  it('leaves the not-found page’s address, where the server sends a missing record’s page, to Next', async () => {
    expect((await get('/en/_missing')).headers.get('x-middleware-next')).toBe('1');
  });

  it('answers an event’s page whose event the server says does not exist with the not-found page, in every language', async () => {
    for (const [path, to] of [
      ['/events/upcoming-event-details/gone', '/en/_missing'],
      ['/fr/events/past-event-details/gone', '/fr/_missing'],
    ] as const)
      expect([path, rewrittenTo(await get(path))]).toEqual([path, `http://localhost:3000${to}`]);
    const answer = await get('/ha/events/upcoming-event-details/here');
    expect([rewrittenTo(answer), answer.headers.get('x-middleware-next')]).toEqual([null, '1']);
  });

  it('leaves a list asked with a blank query, and any other address, to its own page', async () => {
    expect(rewrittenTo(await get('/acn/about/acn-news?q=%20%20'))).toBeNull();
    expect(rewrittenTo(await get('/acn/home?q=water'))).toBeNull();
  });
  it('refuses a post to a page larger than its forms take, from its length (413, with the limit)', async () => {
    const post = (path: string, headers: Record<string, string>) =>
      Promise.resolve(
        proxy(
          new NextRequest(new URL(path, 'http://localhost:3000'), {
            method: 'POST',
            headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
          }),
        ),
      );
    const forty = String(40 * 1024 * 1024);
    for (const path of ['/contact', '/join-us', '/acn/home', '/newsletter/confirm']) {
      const refused = await post(path, { 'content-length': forty });
      expect([path, refused.status, await refused.text()]).toEqual([
        path,
        413,
        'This form is too large to send: it may hold at most 256 KB. Go back, shorten what you wrote, and send it again.',
      ]);
      // Within the limit, the post goes on: to its page, or (a newsletter page's) where lib/proxy/mail-links.ts sends it.
      const within = await post(path, { 'content-length': String(TEXT_FORM_BYTES) });
      expect([path, within.headers.get('x-middleware-next') ?? within.headers.get('x-middleware-rewrite')]).toEqual([
        path,
        expect.stringMatching(/^1$|\/newsletter\/confirm$/),
      ]);
      expect((await post(path, { 'content-length': String(TEXT_FORM_BYTES + 1) })).status).toBe(413);
      // A body of unknown length is not how a browser sends a form.
      expect((await post(path, { 'transfer-encoding': 'chunked' })).status).toBe(411);
    }
    // The crafts membership and the console's pictures keep the membership's limit.
    for (const path of ['/arewa-hub/join', '/admin/sign-in']) {
      expect(
        (await post(path, { 'content-length': String(MAX_MEMBERSHIP_BYTES) })).headers.get('x-middleware-next'),
      ).toBe('1');
      expect((await post(path, { 'content-length': forty })).status).toBe(413);
    }
    // Another site's page may not post here: 403, where Next would answer 500.
    const foreign = await post('/contact', {
      'content-length': '10',
      origin: 'https://evil.example',
      host: 'localhost:3000',
    });
    expect([foreign.status, await foreign.text()]).toEqual([403, 'Forms can only be sent from this website.']);
    // An opaque origin (a sandboxed frame, a local file) is no page of this site either: 403, where Next answers 500.
    const opaque = await post('/contact', { 'content-length': '10', origin: 'null', host: 'localhost:3000' });
    expect([opaque.status, await opaque.text()]).toEqual([403, 'Forms can only be sent from this website.']);
    const passes = async (path: string, headers: Record<string, string>) =>
      (await post(path, headers)).headers.get('x-middleware-next') === '1';
    expect(
      await passes('/contact', { 'content-length': '10', origin: 'http://localhost:3000', host: 'localhost:3000' }),
    ).toBe(true);
    // Behind a reverse proxy, the public host it forwards.
    expect(
      await passes('/contact', {
        'content-length': '10',
        origin: 'https://www.example.org',
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'www.example.org',
      }),
    ).toBe(true);
    // A mail provider's one-click unsubscribe may come from anywhere.
    expect(await passes('/newsletter/one-click', { 'content-length': '26', origin: 'https://mail.example' })).toBe(
      true,
    );
    // The matcher sends every request with a body to a page here, and none to /api (which has its own limits).
    const bodies = config.matcher.find(
      (entry) => typeof entry !== 'string' && entry.has.some((h) => h.key === 'content-type'),
    );
    expect(bodies).toEqual({ source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'content-type' }] });
  });
});
