import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ADMIN_TOKEN, type AppProcess, startServer } from '../contract/server';

/*
 * The embedded server tried as an attacker would: inputs that used to answer 500, made-up
 * addresses that used to fill the disk, a membership at its full size, the security headers,
 * and the abuse limits (rate, trap field, content type, origin).
 */

jest.setTimeout(120_000);

const LIMIT = 5;
let app: AppProcess;

beforeAll(async () => {
  // x-test-client plays the trusted reverse proxy's header, so each check can count as its own client.
  app = await startServer({
    ownBuild: true,
    env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUSTED_IP_HEADER: 'x-test-client' },
  });
});
afterAll(async () => app?.stop());

const json = { 'content-type': 'application/json' };
const contact = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    firstName: 'Ama',
    lastName: 'Mensah',
    email: 'ama@example.com',
    phoneNumber: '+233 20 123 4567',
    message: 'Hello',
    ...extra,
  });
/** Each check posts from its own address (as a trusted proxy would name it), so the rate limit is its own. */
let nextAddress = 1;
const from = () => ({ 'x-test-client': `203.0.113.${nextAddress++}` });

function dirSize(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? dirSize(p) : fs.statSync(p).size;
  }
  return total;
}

function row(sql: string, ...args: unknown[]) {
  const db = new Database(path.join(app.dataDir!, 'edu-connect.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).get(...args);
  } finally {
    db.close();
  }
}

describe('inputs that used to answer 500', () => {
  it('refuses a non-ASCII or wrong-length admin token with 401', async () => {
    for (const authorization of ['Bearer ñandú-ñandú-ñandú-ñandú', 'Bearer x', `Bearer ${ADMIN_TOKEN}x`]) {
      const res = await fetch(app.api + '/admin/testimonies', { headers: { authorization } });
      expect(res.status).toBe(401);
    }
    expect(
      (await fetch(app.api + '/admin/testimonies', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status,
    ).toBe(200);
  });

  it('answers malformed percent-escapes with 400, in the API and in page addresses', async () => {
    for (const p of [
      '/api/acn/story/getUserAStory/%E0%A4%A',
      '/events/upcoming-event-details/%E0%A4%A',
      '/acn/about/acn-news/%ZZ',
      '/acn/about/our-stories/%',
    ]) {
      expect({ p, status: (await fetch(app.origin + p)).status }).toEqual({ p, status: 400 });
    }
  });

  it('refuses NUL bytes and text-direction overrides in text fields, naming the field', async () => {
    const nul = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
      method: 'POST',
      headers: { ...json, ...from() },
      body: contact({ message: 'a\u0000b' }),
    });
    expect(nul.status).toBe(400);
    expect((await nul.json()).data).toBe('Message must not contain control or text-direction characters');
    const rtl = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
      method: 'POST',
      headers: { ...json, ...from() },
      body: contact({ firstName: 'Ama\u202Egpj.exe' }),
    });
    expect(rtl.status).toBe(400);
    expect((await rtl.json()).data).toBe('First name must not contain control or text-direction characters');
  });

  it('refuses javascript: and other non-https addresses where the contract takes a URL', async () => {
    const testimony = {
      firstName: 'Ama',
      lastName: 'Mensah',
      position: 'Teacher',
      website: 'acn',
      testimony: 'Great work',
    };
    for (const img of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x.png',
      'http://example.org/a.png',
    ]) {
      const res = await fetch(app.api + '/testimony/newTestimony', {
        method: 'POST',
        headers: { ...json, ...from() },
        body: JSON.stringify({ ...testimony, img }),
      });
      expect({ img, status: res.status, data: (await res.json()).data }).toEqual({
        img,
        status: 400,
        data: 'Image must be an https:// address or a path on this site',
      });
    }
    const member = await fetch(app.api + '/admin/team/educonnect', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ firstName: 'Eve', lastName: 'Ill', position: 'None', image: 'javascript:alert(1)' }),
    });
    expect(member.status).toBe(400);
    const ok = await fetch(app.api + '/testimony/newTestimony', {
      method: 'POST',
      headers: { ...json, ...from() },
      body: JSON.stringify({ ...testimony, img: 'https://images.example.org/ama.jpg' }),
    });
    expect(ok.status).toBe(201);
  });
});

describe('bounded disk', () => {
  it('writes nothing to disk for 200 distinct made-up detail addresses', async () => {
    const cache = path.join(app.buildDir, '.next');
    const kinds = [
      '/acn/about/acn-news/',
      '/acn/about/our-stories/',
      '/events/upcoming-event-details/',
      '/events/past-event-details/',
    ];
    // An unknown id's 404 is the not-found page, rendered for each request and kept nowhere (proxy.ts): never
    // by a shared cache either, so an id published a moment later shows at once.
    const first = await fetch(app.origin + kinds[0] + 'warm-up-unknown-id');
    expect(first.status).toBe(404);
    expect(first.headers.get('cache-control')).toMatch(/\bno-store\b/);
    const before = dirSize(cache);
    for (let i = 0; i < 200; i++) {
      const id = i % 2 ? `${i.toString(16).padStart(24, 'a')}` : `${'x'.repeat(300)}${i}`;
      const res = await fetch(app.origin + kinds[i % kinds.length] + id);
      expect(res.status).toBe(404);
      await res.arrayBuffer();
    }
    expect(dirSize(cache)).toBe(before);
    expect(app.output()).not.toMatch(/ENAMETOOLONG|null bytes/);
  });

  it('answers a 12 KB made-up id with 404 and writes a short line to the log', async () => {
    const logged = app.output().length;
    for (const kind of [
      '/acn/about/acn-news/',
      '/acn/about/our-stories/',
      '/events/upcoming-event-details/',
      '/arewa-hub/products/',
    ]) {
      const res = await fetch(app.origin + kind + 'z'.repeat(12_000));
      expect(res.status).toBe(404);
      await res.arrayBuffer();
    }
    // Before, Next's warning about over-long cache tags printed each id whole: 25 KB a request. Now each
    // request is one line whose path is cut short (lib/platform/ops-server.ts).
    expect(app.output().length - logged).toBeLessThan(4 * 500);
  });
});

describe('uploads', () => {
  const png = (mb: number) => {
    const bytes = new Uint8Array(mb * 1024 * 1024 - 64);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return new Blob([bytes], { type: 'image/png' });
  };
  const membership = (files: number) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      firstName: 'Hauwa',
      lastName: 'Sani',
      mobileNumber: '+234 803 000 0000',
      email: 'hauwa@example.com',
      location: 'Kano',
      craftType: 'Beads',
      experienceLevel: 'Expert',
    }))
      form.append(k, v);
    form.append('certificateImage', png(5), 'certificate.png');
    for (let i = 0; i < files; i++) form.append('artWorkGallery[]', png(5), `art-${i}.png`);
    return form;
  };

  it('stores a whole crafts membership of 35 MB (a certificate and six artworks at 5 MB each)', async () => {
    const res = await fetch(app.api + '/arewahub/becomeAMember/newMember', {
      method: 'POST',
      headers: from(),
      body: membership(6),
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const stored = row('select artwork_paths, certificate_path from craft_members where id = ?', data.id) as {
      artwork_paths: string;
      certificate_path: string;
    };
    expect(JSON.parse(stored.artwork_paths)).toHaveLength(6);
    for (const p of [stored.certificate_path, ...JSON.parse(stored.artwork_paths)])
      expect(fs.statSync(path.join(app.dataDir!, p)).size).toBe(5 * 1024 * 1024 - 64);
  });

  it('answers 413 with a message past the whole membership limit', async () => {
    const form = membership(6);
    form.append('artWorkGallery[]', png(5), 'one-too-many.png');
    const res = await fetch(app.api + '/arewahub/becomeAMember/newMember', {
      method: 'POST',
      headers: from(),
      body: form,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).data).toMatch(/too large: each file may be at most 5 MB/);
  });
});

describe('security headers', () => {
  it.each([
    '/',
    '/acn/home',
    '/acn/about/acn-news/665f1a2b3c4d5e6f70810002',
    '/api/arewahub/events/getEvents',
    '/no/such/page',
    '/images/art/cover-01.svg',
  ])('%s carries them', async (p) => {
    const res = await fetch(app.origin + p);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const d of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(d);
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*(https?:|\*)/);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it.each([
    ['/acn', '/acn/home'],
    ['/faq/', '/faq'],
  ])('the redirect of %s carries them too', async (from, to) => {
    const res = await fetch(app.origin + from, { redirect: 'manual' });
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location')!, app.origin).pathname).toBe(to);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('costs pages no cacheability', async () => {
    await fetch(app.origin + '/faq');
    const res = await fetch(app.origin + '/faq');
    expect(res.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=60/);
  });
});

describe('abuse limits', () => {
  it(`lets ${LIMIT} submissions a minute through from one address, then answers 429 with Retry-After`, async () => {
    const address = from();
    const send = () =>
      fetch(app.api + '/educonnect/contactUs/sendMessage', {
        method: 'POST',
        headers: { ...json, ...address },
        body: contact(),
      });
    for (let i = 0; i < LIMIT; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).data).toMatch(
      /^Too many submissions from your connection\. Please wait \d+ seconds? and try again\.$/,
    );
    // The same form at another arm's address shares the count; another form, or another address, has its own.
    for (const arm of ['acn', 'arewaHub', 'eduafrica'])
      expect(
        (
          await fetch(app.api + `/${arm}/contactUs/sendMessage`, {
            method: 'POST',
            headers: { ...json, ...address },
            body: contact(),
          })
        ).status,
      ).toBe(429);
    const subscribe = JSON.stringify({ email: `limit.${Date.now()}@example.org`, website: 'acn' });
    expect(
      (
        await fetch(app.api + '/suscribe/addSuscriber', {
          method: 'POST',
          headers: { ...json, ...address },
          body: subscribe,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await fetch(app.api + '/educonnect/contactUs/sendMessage', {
          method: 'POST',
          headers: { ...json, ...from() },
          body: contact(),
        })
      ).status,
    ).toBe(201);
  });

  it('answers a filled trap field like a success and stores nothing', async () => {
    const message = `Bot ${Date.now()}`;
    const res = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
      method: 'POST',
      headers: { ...json, ...from() },
      body: contact({ message, homepage: 'https://spam.example' }),
    });
    expect(res.status).toBe(201);
    expect((await res.json()).success).toBe(true);
    expect(row('select id from contact_messages where message = ?', message)).toBeUndefined();
    // Sprung by anything but nothing or blank text: a number, an object, a list, true.
    for (const homepage of [1, { url: 'x' }, ['x'], true]) {
      const bot = `Bot ${JSON.stringify(homepage)} ${Date.now()}`;
      const trapped = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
        method: 'POST',
        headers: { ...json, ...from() },
        body: contact({ message: bot, homepage }),
      });
      expect(trapped.status).toBe(201);
      expect(row('select id from contact_messages where message = ?', bot)).toBeUndefined();
    }
    const person = `Person ${Date.now()}`;
    expect(
      (
        await fetch(app.api + '/educonnect/contactUs/sendMessage', {
          method: 'POST',
          headers: { ...json, ...from() },
          body: contact({ message: person, homepage: '' }),
        })
      ).status,
    ).toBe(201);
    expect(row('select id from contact_messages where message = ?', person)).toBeDefined();
  });

  it('refuses a form body that is not JSON, such as a cross-site text/plain post', async () => {
    const message = `Plain ${Date.now()}`;
    const res = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...from() },
      body: contact({ message }),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).data).toBe('Send this form as application/json');
    expect(row('select id from contact_messages where message = ?', message)).toBeUndefined();
  });

  it("refuses a post from another site's page", async () => {
    const message = `Evil ${Date.now()}`;
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      const res = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
        method: 'POST',
        headers: { ...json, ...from(), ...headers },
        body: contact({ message }),
      });
      expect(res.status).toBe(403);
      expect((await res.json()).data).toBe('Forms can only be sent from this website');
    }
    expect(row('select id from contact_messages where message = ?', message)).toBeUndefined();
    const own = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
      method: 'POST',
      headers: { ...json, ...from(), origin: app.origin, 'sec-fetch-site': 'same-origin' },
      body: contact(),
    });
    expect(own.status).toBe(201);
  });

  it("refuses a page's form posted from an opaque origin (Origin: null) as from another site, saying why", async () => {
    // The no-script form's own fields: the server action's reference, its id and bound state, its key.
    const html = (await (await fetch(`${app.origin}/contact`)).text()).split('<form')[1]!.split('</form>')[0]!;
    const hidden = [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)].map(
      ([, name, value = '']) => [name!, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')] as const,
    );
    const bound = hidden.find(([name]) => name.endsWith(':0'))?.[1];
    const action = (JSON.parse(bound ?? '{}') as { id?: string }).id;
    expect(action).toMatch(/^[0-9a-f]{20,}$/);
    const message = `Opaque ${Date.now()}`;
    for (const origin of ['null', 'https://evil.example']) {
      const form = new FormData();
      for (const [name, value] of hidden) form.append(name, value);
      for (const [name, value] of Object.entries({
        firstName: 'Ama',
        lastName: 'Mensah',
        email: 'ama@example.org',
        message,
      }))
        form.append(name, value);
      const res = await fetch(`${app.origin}/contact`, {
        method: 'POST',
        headers: { origin },
        body: form,
        redirect: 'manual',
      });
      expect([origin, res.status, await res.text()]).toEqual([
        origin,
        403,
        'Forms can only be sent from this website.',
      ]);
    }
    // Sent by the scripted form (Next's action header), the same.
    const scripted = await fetch(`${app.origin}/contact`, {
      method: 'POST',
      headers: { origin: 'null', 'next-action': action!, 'content-type': 'text/plain;charset=UTF-8' },
      body: '[]',
    });
    expect([scripted.status, await scripted.text()]).toEqual([403, 'Forms can only be sent from this website.']);
    expect(row('select id from contact_messages where message = ?', message)).toBeUndefined();
  });

  it('takes the client address from the connection, not from headers the client wrote', async () => {
    // Without the trusted header, x-forwarded-for and our own peer header are the client's claims: changing them does not reset the count.
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const res = await fetch(app.api + '/acn/donation/newDonation', {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': `198.51.100.${i}`, 'x-edu-connect-peer': `198.51.100.${i}` },
        body: '{}',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 400)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });
});
