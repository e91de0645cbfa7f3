import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eDatabaseFile, inlinedCssLength, signIn } from './helpers';

/*
 * What the console answers to a caller who may not see it: a visitor with no session, one with a made-up
 * session cookie (past the proxy's cheap check, so the pages' own checks answer), an editor on what is
 * for admins (or finance) only, and finance on everything but the donations. Every page and route handler of app/admin is found on disk, so a page added tomorrow is
 * tried too; every server action of app/admin/actions is found in the build's manifest. Marker values are
 * planted in the database first: none may appear in any answer, and every answer is small.
 */

const STAMP = Date.now().toString(36);
const MARK = {
  email: `leak-${STAMP}@example.org`,
  phone: `+234 700 ${STAMP}`,
  testimony: `Pending testimony marker ${STAMP}`,
  draft: `Draft title marker ${STAMP}`,
  product: `Hidden product marker ${STAMP}`,
  event: `Hidden event marker ${STAMP}`,
  faq: `Hidden question marker ${STAMP}`,
  member: `Hiddenmember${STAMP}`,
  crafts: `crafts-${STAMP}@example.org`,
  newsletter: `Draft newsletter marker ${STAMP}`,
  giftEmail: `giver-${STAMP}@example.org`,
  giftMessage: `Gift message marker ${STAMP}`,
};
// The newsletter's id has the shape the console checks (24 hex digits).
const ID = {
  message: `msg${STAMP}`,
  draft: `drf${STAMP}`,
  crafts: `cm${STAMP}`,
  newsletter: createHash('sha256').update(STAMP).digest('hex').slice(0, 24),
  mail: `mail${STAMP}`,
  gift: `ECA-LEAK-${STAMP}`,
};

/** The pages and route handlers only an admin may open (the roles of docs/console.md); an editor has the rest. */
const ADMIN_ONLY = new Set([
  '/admin/submissions',
  '/admin/submissions/[kind]/[id]',
  '/admin/staff',
  '/admin/audit',
  '/admin/export',
  '/admin/files/[id]/[index]',
  '/admin/mail',
  '/admin/newsletters',
  '/admin/newsletters/[id]',
]);
/** The pages and route handlers of the donations: admins and finance only. */
const DONATIONS = new Set(['/admin/donations', '/admin/donations/[reference]', '/admin/donations/csv']);
/** What every staff member may open: the overview and the bar's counts, each showing only their own parts. */
const EVERY_STAFF = new Set(['/admin', '/admin/waiting']);
/** The server actions only an admin may call: the inbox's, the staff accounts' and the e-mail's. */
const ADMIN_ONLY_ACTIONS = new Set([
  'markHandled',
  'createStaffAction',
  'manageStaffAction',
  'resetStaffPasswordAction',
  'saveNewsletterAction',
  'testNewsletterAction',
  'sendNewsletterAction',
  'replyAction',
  'notifyAddressAction',
]);
/** Open to anyone: signing in and its page, and the page that stands for the console with ADMIN_API_URL. */
const PUBLIC = new Set(['/admin/sign-in', '/admin/elsewhere']);

/** A value for each dynamic segment, by the folder before it: the planted records. */
function segmentValue(parent: string, segment: string): string {
  const values: Record<string, string> = {
    'submissions/[kind]': 'messages',
    '[kind]/[id]': ID.message,
    'posts/[id]': ID.draft,
    'newsletters/[id]': ID.newsletter,
    'files/[id]': ID.crafts,
    '[id]/[index]': '0',
    'donations/[reference]': ID.gift,
  };
  const value = values[`${parent}/${segment}`];
  if (!value)
    throw new Error(`Give the console route segment ${parent}/${segment} a value in e2e/admin-access.spec.ts`);
  return value;
}

/** Every page and route handler under app/admin: [its route, the address asked]. */
function consoleRoutes(
  dir = path.join(process.cwd(), 'app', 'admin'),
  route = ['admin'],
  address = ['admin'],
): { route: string; address: string; handler: boolean }[] {
  const found: { route: string; address: string; handler: boolean }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const name = entry.name;
    if (entry.isDirectory()) {
      if (name === 'actions') continue;
      const group = /^\(.*\)$/.test(name);
      const value = name.startsWith('[') ? segmentValue(route.at(-1)!, name) : name;
      found.push(
        ...consoleRoutes(path.join(dir, name), group ? route : [...route, name], group ? address : [...address, value]),
      );
    } else if (/^(page|route)\.tsx?$/.test(name)) {
      found.push({ route: `/${route.join('/')}`, address: `/${address.join('/')}`, handler: name.startsWith('route') });
    }
  }
  return found.filter((r) => !PUBLIC.has(r.route));
}

const ROUTES = consoleRoutes();
/** A router state tree as the client sends it: any will do, the answer must not depend on it. */
const STATE_TREE = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }]));
const WAYS: Record<string, Record<string, string>> = {
  page: {},
  rsc: { RSC: '1', 'Next-Router-State-Tree': STATE_TREE },
  prefetch: { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-State-Tree': STATE_TREE },
};

/** The cookie a made-up session would carry: the name better-auth uses, a value it never issued. */
const FORGED = { cookie: 'eca-staff.session_token=forged.c2lnbmF0dXJl' };

/** For a visitor: none of the planted records, nor the console itself (its bar, with Sign out). */
function expectNoData(body: string, what: string) {
  for (const [name, value] of Object.entries(MARK)) expect(body, `${what}: ${name}`).not.toContain(value);
  expect(body, `${what}: the console's bar`).not.toContain('Sign out');
}

/** For an editor, who may see the rest of the console: none of the visitors' submissions, nor the donors. */
function expectNoSubmissions(body: string, what: string) {
  for (const name of ['email', 'phone', 'crafts', 'giftEmail', 'giftMessage'] as const)
    expect(body, `${what}: ${name}`).not.toContain(MARK[name]);
}

/** For finance, on what is not theirs: none of the planted records, whatever the part. */
function expectNothingPlanted(body: string, what: string) {
  for (const [name, value] of Object.entries(MARK)) expect(body, `${what}: ${name}`).not.toContain(value);
}

/**
 * A GET as the console's browser sends it, redirects not followed. Next answers a request for a
 * page's data (RSC) without its `_rsc` parameter with a redirect to the same address with it: that
 * one redirect is followed, with the same headers.
 */
async function ask(context: APIRequestContext, address: string, headers: Record<string, string>) {
  const reply = await context.get(address, { headers, maxRedirects: 0 });
  const location = reply.headers()['location'] ?? '';
  if (reply.status() !== 307 || !location.includes('_rsc=')) return reply;
  return context.get(location, { headers, maxRedirects: 0 });
}

async function openDb() {
  const { default: Database } = await import('better-sqlite3');
  return new Database(e2eDatabaseFile());
}

test.beforeAll(async () => {
  const db = await openDb();
  const now = new Date().toISOString();
  db.prepare(
    'insert into contact_messages (id, arm, first_name, last_name, email, phone_number, message, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(ID.message, 'educonnect', 'Marker', 'Sender', MARK.email, MARK.phone, 'A private message', now);
  db.prepare(
    'insert into testimonies (id, first_name, last_name, position, website, testimony, status, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(`tst${STAMP}`, 'Marker', 'Witness', 'Parent', 'acn', MARK.testimony, 'pending', now);
  db.prepare('insert into posts (id, kind, title, caption, body, active, created_at) values (?, ?, ?, ?, ?, 0, ?)').run(
    ID.draft,
    'news',
    MARK.draft,
    'Draft',
    '<p>Draft</p>',
    now,
  );
  db.prepare(
    'insert into products (id, product_name, price_minor, price_currency, description, product_form, active, created_at) values (?, ?, 100, ?, ?, ?, 0, ?)',
  ).run(`prd${STAMP}`, MARK.product, 'NGN', 'Hidden', 'beads', now);
  db.prepare(
    'insert into events (id, event_name, event_date, event_time, event_description, schedule, active, created_at) values (?, ?, ?, ?, ?, ?, 0, ?)',
  ).run(`evt${STAMP}`, MARK.event, '2030-01-01', '10:00 AM WAT', 'Hidden', '', now);
  db.prepare('insert into faqs (id, site, question, answer, active, sort_order) values (?, ?, ?, ?, 0, 0)').run(
    `faq${STAMP}`,
    'educonnect',
    MARK.faq,
    'Hidden',
  );
  db.prepare(
    'insert into team_members (id, team, first_name, last_name, position, active, sort_order, created_at) values (?, ?, ?, ?, ?, 0, 0, ?)',
  ).run(`tm${STAMP}`, 'educonnect', MARK.member, 'Hidden', 'Hidden', now);
  db.prepare(
    'insert into craft_members (id, first_name, last_name, mobile_number, email, location, craft_type, experience_level, certificate_path, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    ID.crafts,
    'Marker',
    'Crafter',
    MARK.phone,
    MARK.crafts,
    'Kano',
    'Beadwork',
    'Beginner',
    'uploads/none.png',
    now,
  );
  db.prepare(
    'insert into newsletters (id, website, subject, body_markdown, body_html, status, created_at) values (?, ?, ?, ?, ?, ?, ?)',
  ).run(ID.newsletter, 'acn', MARK.newsletter, 'Draft', '<p>Draft</p>', 'draft', now);
  // A message in the outbox to a visitor: the mail page lists its recipient.
  db.prepare(
    'insert into mail_outbox (id, purpose, ref, recipient, subject, text_body, headers, message_id, status, attempts, next_attempt_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
  ).run(
    ID.mail,
    'reply',
    ID.mail,
    MARK.email,
    'Re: your message',
    'Private reply',
    '{}',
    `<${ID.mail}@example.org>`,
    'failed',
    now,
    now,
  );
  // A gift that waits for the provider's word: never in a total the public pages show.
  db.prepare(
    'insert into gifts (reference, provider, frequency, currency, amount_minor, status, donor_name, email, message, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    ID.gift,
    'paystack',
    'once',
    'NGN',
    500_000,
    'pending',
    'Marker Giver',
    MARK.giftEmail,
    MARK.giftMessage,
    now,
    now,
  );
  db.close();
});

// The planted records are taken out again: the demo database holds demo content only.
test.afterAll(async () => {
  const db = await openDb();
  for (const [table, id] of [
    ['contact_messages', ID.message],
    ['testimonies', `tst${STAMP}`],
    ['posts', ID.draft],
    ['products', `prd${STAMP}`],
    ['events', `evt${STAMP}`],
    ['faqs', `faq${STAMP}`],
    ['team_members', `tm${STAMP}`],
    ['craft_members', ID.crafts],
    ['newsletters', ID.newsletter],
    ['mail_outbox', ID.mail],
  ])
    db.prepare(`delete from ${table} where id = ?`).run(id);
  db.prepare('delete from gifts where reference = ?').run(ID.gift);
  db.close();
});

test('the console routes are found on disk, planted records among them', () => {
  expect(ROUTES.map((r) => r.route)).toEqual(
    expect.arrayContaining(['/admin', '/admin/submissions/[kind]/[id]', '/admin/posts/[id]', '/admin/export']),
  );
  expect(ROUTES.find((r) => r.route === '/admin/posts/[id]')?.address).toBe(`/admin/posts/${ID.draft}`);
});

test('a signed-in admin sees the planted records: the markers would be found if they leaked', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [address, marker] of [
    [`/admin/submissions/messages/${ID.message}`, MARK.phone],
    ['/admin/testimonies?status=pending', MARK.testimony],
    ['/admin/posts', MARK.draft],
    ['/admin/products', MARK.product],
    [`/admin/newsletters/${ID.newsletter}`, MARK.newsletter],
    ['/admin/mail', MARK.email],
    [`/admin/donations/${ID.gift}`, MARK.giftMessage],
    ['/admin/donations/csv', MARK.giftEmail],
  ] as const) {
    expect(await (await page.request.get(address)).text(), address).toContain(marker);
  }
});

test('the session cookie is SameSite=Strict, and a console link followed from another site opens signed in, without its query', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin');
  const session = (await page.context().cookies()).find((c) => c.name.endsWith('.session_token'));
  expect([session?.sameSite, session?.httpOnly]).toEqual(['Strict', true]);

  // localhost is another site than 127.0.0.1: a page there links to a message, with a search in the address.
  const message = `/admin/submissions/messages/${ID.message}`;
  const followed = `${baseURL}${message}?q=${encodeURIComponent(MARK.email)}`;
  await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/faq`);
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href, id: 'to-console', textContent: 'Open' });
    document.body.append(link);
  }, followed);
  const first = page.waitForResponse(followed);
  await page.click('#to-console');
  // The browser sends no session cookie with it: the answer opens the page again from this site, without the query.
  // (Its body, gone once the browser has followed it, is read in tests/proxy.test.ts.)
  const bounce = await first;
  expect(bounce.status()).toBe(200);
  expect((await bounce.request().headerValue('cookie')) ?? '').not.toContain('session_token');
  await page.waitForURL(`${baseURL}${message}`);
  await expect(page.getByText(MARK.phone)).toBeVisible();
});

for (const { route, address, handler } of ROUTES) {
  test(`${route}: a visitor, with no session or a made-up one, gets no data`, async ({ playwright, baseURL }) => {
    for (const [caller, extra] of [
      ['no session', {}],
      ['made-up session', FORGED],
    ] as const) {
      const visitor = await playwright.request.newContext({ baseURL });
      for (const [way, headers] of Object.entries(handler ? { page: {} } : WAYS)) {
        const what = `${address} (${caller}, ${way})`;
        const reply = await ask(visitor, address, { ...headers, ...extra });
        const body = await reply.text();
        expectNoData(body, what);
        // And small: the proxy's redirect (Next writes its address as the body), or past it Next's
        // shell of the root layout around the redirect or refusal (12.7 KB seen), never a page's
        // content (the leaking redirects were 12-52 KB of it on top of that shell). The shell's CSS,
        // inlined, is not content: it is counted out.
        expect(body.length - inlinedCssLength(body), `${what}: body length without its CSS`).toBeLessThan(
          caller === 'no session' ? 100 : 16_000,
        );
        // Without any cookie the proxy sends every console address to sign-in. Past it, a download asked
        // with a cookie that is no session answers 401 (the browser keeps its page), a page redirects,
        // a page's data (RSC) carries the redirect for the client's router, as Next answers it, and a
        // prefetch of a page rendered on each request is its route's outline alone.
        if (handler && caller === 'made-up session') {
          expect(reply.status(), what).toBe(401);
        } else if (way !== 'page' && caller === 'made-up session') {
          expect(reply.status(), what).toBe(200);
          if (way === 'rsc') expect(body, what).toContain('NEXT_REDIRECT;replace;/admin/sign-in;307;');
        } else {
          expect(reply.status(), what).toBe(307);
          expect(reply.headers()['location'], what).toMatch(/^(http:\/\/[^/]+)?\/admin\/sign-in$/);
        }
      }
      await visitor.dispose();
    }
  });
}

test.describe('an editor', () => {
  let editor: APIRequestContext;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, 'editor');
    editor = page.request;
  });

  for (const { route, address, handler } of ROUTES) {
    const adminOnly = ADMIN_ONLY.has(route) || DONATIONS.has(route);
    test(`${route}: an editor ${adminOnly ? 'gets 403 and no data' : 'may open it'}`, async () => {
      for (const [way, headers] of Object.entries(handler ? { page: {} } : WAYS)) {
        const what = `${address} (editor, ${way})`;
        const reply = await ask(editor, address, headers);
        const body = await reply.text();
        // A page's data (RSC) answers 200 and carries the 403 for the client's router.
        expect(reply.status(), what).toBe(adminOnly && way === 'page' ? 403 : 200);
        if (adminOnly) {
          expectNoSubmissions(body, what);
          if (way === 'rsc') expect(body, what).toContain('NEXT_HTTP_ERROR_FALLBACK;403');
        } else {
          expect(body, what).not.toMatch(/NEXT_HTTP_ERROR_FALLBACK|NEXT_REDIRECT/);
        }
      }
    });
  }
});

test.describe('finance', () => {
  let finance: APIRequestContext;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, 'finance');
    finance = page.request;
  });

  for (const { route, address, handler } of ROUTES) {
    const theirs = DONATIONS.has(route) || EVERY_STAFF.has(route);
    test(`${route}: finance ${theirs ? 'may open it' : 'gets 403 and no data'}`, async () => {
      for (const [way, headers] of Object.entries(handler ? { page: {} } : WAYS)) {
        const what = `${address} (finance, ${way})`;
        const reply = await ask(finance, address, headers);
        const body = await reply.text();
        expect(reply.status(), what).toBe(!theirs && way === 'page' ? 403 : 200);
        if (!theirs) {
          expectNothingPlanted(body, what);
          if (way === 'rsc') expect(body, what).toContain('NEXT_HTTP_ERROR_FALLBACK;403');
          if (handler) expect(body, what).toBe('Your staff account may not open this.');
        } else {
          expect(body, what).not.toMatch(/NEXT_HTTP_ERROR_FALLBACK|NEXT_REDIRECT/);
          // The records finance opens are the gifts alone.
          for (const name of ['email', 'phone', 'crafts', 'testimony', 'draft', 'newsletter'] as const)
            expect(body, `${what}: ${name}`).not.toContain(MARK[name]);
        }
      }
    });
  }

  test("finance's menu names the donations and nothing else of the console's parts", async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, 'finance');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link')).toHaveText(['Admin', 'Donations']);
    await page.goto(`/admin/donations?q=${encodeURIComponent(MARK.giftEmail)}`);
    await expect(page.getByRole('link', { name: 'Marker Giver' })).toBeVisible();
    await page.close();
  });
});

test('the donations CSV: a visitor is refused with a body, an editor gets 403 with a body, finance the file', async ({
  playwright,
  baseURL,
  browser,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const forged = await visitor.get('/admin/donations/csv', { headers: FORGED, maxRedirects: 0 });
  expect([forged.status(), await forged.text()]).toEqual([401, 'Sign in to the console first.']);
  await visitor.dispose();

  const editorPage = await browser.newPage();
  await signIn(editorPage, 'editor');
  const refused = await editorPage.request.get('/admin/donations/csv', { maxRedirects: 0 });
  expect([refused.status(), await refused.text()]).toEqual([403, 'Your staff account may not open this.']);
  await editorPage.close();

  const financePage = await browser.newPage();
  await signIn(financePage, 'finance');
  const file = await financePage.request.get(`/admin/donations/csv?q=${encodeURIComponent(MARK.giftEmail)}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await file.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${ID.gift},`);
  expect(lines[1]).toContain(MARK.giftEmail);
  await financePage.close();
});

/** The console's server actions, as the build's manifest lists them, each with a page that can run it. */
function consoleActions(): { id: string; name: string; page: string }[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as {
    node: Record<string, { filename?: string; exportedName?: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node)
    .filter(([, a]) => a.filename?.startsWith('app/admin/actions/') && !a.filename.endsWith('/session.ts'))
    .map(([id, a]) => {
      // A page of the console that imports the action (workers: 'app/admin/(console)/events/page'), one without a dynamic segment.
      const worker = Object.keys(a.workers).find((w) => w.startsWith('app/admin/') && !w.includes('['))!;
      return {
        id,
        name: a.exportedName!,
        page: `/${worker
          .replace(/^app\//, '')
          .replace(/\/page$/, '')
          .replace(/\/\([^)]*\)/g, '')}`,
      };
    });
}

test('every console action, sent without a session, is sent to sign-in; an admin-only one sent by an editor gets 403, and every one sent by finance', async ({
  playwright,
  baseURL,
  browser,
}) => {
  const actions = consoleActions();
  expect(actions.map((a) => a.name)).toEqual(
    expect.arrayContaining([...ADMIN_ONLY_ACTIONS, 'moderateTestimonies', 'savePostAction']),
  );
  const visitor = await playwright.request.newContext({ baseURL });
  const page = await browser.newPage();
  await signIn(page, 'editor');
  const financePage = await browser.newPage();
  await signIn(financePage, 'finance');
  for (const { id, name, page: address } of actions) {
    const call = {
      headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', Origin: baseURL! },
      data: '[]',
      maxRedirects: 0,
    };
    for (const [caller, extra] of [
      ['no session', {}],
      ['made-up session', FORGED],
    ] as const) {
      const reply = await visitor.post(address, { ...call, headers: { ...call.headers, ...extra } });
      const what = `${name} (${caller})`;
      expect(reply.headers()['x-action-redirect'], what).toMatch(/^\/admin\/sign-in/);
      expectNoData(await reply.text(), what);
    }
    if (ADMIN_ONLY_ACTIONS.has(name)) {
      const reply = await page.request.post(address, call);
      expect(reply.status(), `${name} (editor)`).toBe(403);
      expectNoSubmissions(await reply.text(), `${name} (editor)`);
    }
    // No action of the console is finance's: the content's, the inbox's, the mail's and the accounts' alike.
    const reply = await financePage.request.post(address, call);
    expect(reply.status(), `${name} (finance)`).toBe(403);
    expectNothingPlanted(await reply.text(), `${name} (finance)`);
  }
  await visitor.dispose();
  await page.close();
  await financePage.close();
});
