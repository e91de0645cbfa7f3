import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ParsedMail } from 'mailparser';
import { type AppProcess, startServer } from '../contract/server';
import {
  createAdmin as createStaffAdmin,
  hiddenFields,
  page,
  PASSWORD,
  signInWithForm,
  submit,
} from '../stack/helpers';
import { type Sink, startSink } from './smtp-sink';

/*
 * E-mail end to end: the built app with SMTP_URL set to a real SMTP server on loopback (smtp-server),
 * every message read back with mailparser, and every step taken as a visitor or a staff member takes
 * it (forms posted as a browser without scripts posts them).
 */

jest.setTimeout(240_000);

const FROM = 'Edu Connect Africa <news@example.org>';
const stamp = Date.now().toString(36);

/** An admin account in the data folder of an app on SQLite. */
const createAdmin = (dataDir: string, email: string) =>
  createStaffAdmin({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, email);

/** Posts a form of `html` (the one holding `marker`) to `address`, as a browser without scripts: its hidden fields and `fields`. */
async function postForm(
  app: AppProcess,
  address: string,
  html: string,
  marker: string,
  fields: Record<string, string | Blob>,
  cookie = '',
) {
  const form = new FormData();
  for (const [name, value] of hiddenFields(html, marker)) form.append(name, value);
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, `${name}.png`);
  }
  return fetch(`${app.origin}${address}`, {
    method: 'POST',
    body: form,
    headers: { Origin: app.origin, ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
}

/** The address of a link in a message, on the app under test (the build's SITE_URL is another origin). */
function linkIn(mail: ParsedMail, pathname: string): string {
  const found = new RegExp(`https?://[^\\s"<>]+(${pathname.replace(/\//g, '\\/')}\\?token=[\\w.-]+)`).exec(
    mail.text ?? '',
  );
  if (!found) throw new Error(`No ${pathname} link in: ${mail.text}`);
  return found[1]!;
}

function subscribe(app: AppProcess, email: string, website = 'acn') {
  return submit(app.origin, '/suscribe/addSuscriber', { email, website });
}

/**
 * Follows a confirmation or unsubscribe e-mail's link and presses the page's button as a browser does: a plain
 * form, posted to its action (the page's own address). Answers where it leads.
 */
async function pressLink(app: AppProcess, address: string, marker: string): Promise<string | null> {
  const opened = await page(`${app.origin}${address}`);
  expect([opened.status, opened.html.includes(marker)]).toEqual([200, true]);
  const action = /<form action="([^"]+)" method="post">/.exec(opened.html)?.[1]?.replace(/&amp;/g, '&');
  expect(action).toBe(address);
  const pressed = await fetch(`${app.origin}${action}`, {
    method: 'POST',
    headers: { Origin: app.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect([pressed.status, await pressed.text()]).toEqual([303, '']);
  return pressed.headers.get('location');
}

/** A picture for a newsletter (a PNG of one pixel). */
const PICTURE = new Blob(
  [
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWM4UaHxHwAF3AJoqsWTZQAAAABJRU5ErkJggg==',
      'base64',
    ),
  ],
  {
    type: 'image/png',
  },
);

/** Writes and sends a newsletter to a site's confirmed subscribers from the console, with a picture if given; answers its id. */
async function sendNewsletter(
  app: AppProcess,
  cookie: string,
  subject: string,
  website = 'acn',
  picture?: Blob,
): Promise<string> {
  const list = await page(`${app.origin}/admin/newsletters`, cookie);
  const fields = {
    website,
    subject,
    markdown: `## ${subject}\n\nNews from the **network**.`,
    ...(picture ? { picture } : {}),
  };
  const saved = await postForm(app, '/admin/newsletters', list.html, 'subject', fields, cookie);
  expect(saved.status).toBe(303);
  const address = saved.headers.get('location')!;
  expect(address).toMatch(/^\/admin\/newsletters\/[0-9a-f]{24}\?notice=saved$/);
  const draft = await page(`${app.origin}${address}`, cookie);
  expect(draft.html).toContain('News from the <strong>network</strong>.'); // the preview
  const sent = await postForm(app, address.split('?')[0]!, draft.html, 'confirm', { confirm: 'yes' }, cookie);
  expect([sent.status, sent.headers.get('location')]).toEqual([303, expect.stringMatching(/\?notice=sent$/)]);
  return address.split('/').pop()!.split('?')[0]!;
}

/** A header as the message carried it (mailparser turns the List-* ones into objects). */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ') ?? '';

const ofSubject = (subject: string) => (mail: ParsedMail) => mail.subject === subject;

describe('with a mail server', () => {
  let sink: Sink;
  let app: AppProcess;
  let cookie: string;
  const admin = `mail-admin-${stamp}@example.org`;

  beforeAll(async () => {
    sink = await startSink();
    app = await startServer({ env: { SMTP_URL: sink.url, MAIL_FROM: FROM } });
    createAdmin(app.dataDir!, admin);
    cookie = (await signInWithForm(app.origin, app.origin, admin, PASSWORD)).cookie!;
    expect(cookie).toBeTruthy();
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await sink?.close();
  });

  it('subscribe, confirm by the e-mailed link, receive the newsletter; the unconfirmed do not; unsubscribing by the link or by one click stops the next', async () => {
    const [ada, bola, chidi, dayo] = ['ada', 'bola', 'chidi', 'dayo'].map((n) => `${n}-${stamp}@example.org`) as [
      string,
      string,
      string,
      string,
    ];
    for (const email of [ada, bola, chidi]) expect((await subscribe(app, email)).status).toBe(201);
    await sink.waitFor('three confirmation e-mails', () => [ada, bola, chidi].every((e) => sink.to(e).length === 1));
    const confirmation = sink.to(ada)[0]!;
    expect(confirmation.subject).toBe('Confirm your subscription to African Child Network');
    expect(confirmation.from?.text).toBe('"Edu Connect Africa" <news@example.org>');
    for (const email of [ada, chidi]) {
      const location = await pressLink(
        app,
        linkIn(sink.to(email)[0]!, '/newsletter/confirm'),
        'Confirm my subscription',
      );
      expect(location).toBe('/newsletter/confirm?done=acn');
    }
    expect((await page(`${app.origin}/newsletter/confirm?done=acn`)).html).toContain(
      'Thank you: your subscription to African Child Network&#x27;s newsletter is confirmed.',
    );
    // The page names a site only from the list of sites, never the address's own text.
    for (const done of ['Evil%20Corp', 'African%20Child%20Network', 'waitlist']) {
      const shown = (await page(`${app.origin}/newsletter/confirm?done=${done}`)).html;
      expect([done, shown.includes('Thank you: your subscription'), shown.includes('Evil Corp')]).toEqual([
        done,
        false,
        false,
      ]);
    }
    // A token that is not ours: no button, a clear line, in the HTML (the page works without scripts).
    const forged = await page(`${app.origin}/newsletter/confirm?token=0123456789abcdef01234567.forged-signature-xxxx`);
    expect([
      forged.status,
      forged.html.includes('This link is not valid: it may have been cut short'),
      forged.html.includes('Confirm my subscription</button>'),
    ]).toEqual([404, true, false]);

    const first = `Network news ${stamp}`;
    await sendNewsletter(app, cookie, first, 'acn', PICTURE);
    await sink.waitFor('the newsletter at the two confirmed addresses', () =>
      [ada, chidi].every((e) => sink.to(e).some(ofSubject(first))),
    );
    expect(sink.to(bola).filter(ofSubject(first))).toEqual([]); // never confirmed
    const issue = sink.to(ada).find(ofSubject(first))!;
    expect(rawHeader(issue, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(issue, 'list-unsubscribe')).toMatch(/\/newsletter\/one-click\?token=[\w.-]+>$/);
    expect(issue.html).toContain('<h2>Network news');
    // Its own picture, at this site's address; no other picture (no tracking pixel).
    const pictures = [...(issue.html || '').matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(pictures).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/media\/[0-9a-f]{24}\.png$/)]);
    const served = await fetch(`${app.origin}${new URL(pictures[0]!).pathname}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(issue.text).toContain('Unsubscribe: ');
    expect(issue.text).not.toContain(chidi); // one message per recipient

    // Ada leaves by the link in the newsletter; Chidi by their mail program's button (RFC 8058).
    expect(await pressLink(app, linkIn(issue, '/newsletter/unsubscribe'), 'Unsubscribe')).toBe(
      '/newsletter/unsubscribe?done=acn',
    );
    const oneClick = /<https?:\/\/[^/]+([^>]+)>/.exec(
      rawHeader(sink.to(chidi).find(ofSubject(first))!, 'list-unsubscribe'),
    )![1]!;
    const click = (address: string, body: string) =>
      fetch(`${app.origin}${address}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      }).then(async (r) => [r.status, await r.text()]);
    // Without the body RFC 8058 names, or with a token that is not ours: refused, and nobody is unsubscribed.
    expect(await click(oneClick, '')).toEqual([400, expect.stringContaining('List-Unsubscribe=One-Click')]);
    expect(await click(oneClick.replace(/token=[\w-]{6}/, 'token=AAAAAA'), 'List-Unsubscribe=One-Click')).toEqual([
      404,
      expect.stringContaining('not valid'),
    ]);
    expect(await click(oneClick, 'List-Unsubscribe=One-Click')).toEqual([200, 'Unsubscribed.']);

    // Dayo, confirmed now, shows when the next newsletter has gone out.
    await subscribe(app, dayo);
    await sink.waitFor('Dayo’s confirmation', () => sink.to(dayo).length === 1);
    await pressLink(app, linkIn(sink.to(dayo)[0]!, '/newsletter/confirm'), 'Confirm my subscription');
    const second = `More network news ${stamp}`;
    await sendNewsletter(app, cookie, second);
    await sink.waitFor('the second newsletter at Dayo’s', () => sink.to(dayo).some(ofSubject(second)));
    expect([ada, bola, chidi].map((e) => sink.to(e).filter(ofSubject(second)).length)).toEqual([0, 0, 0]);

    // Ada changes her mind: subscribing again after unsubscribing asks her to confirm anew, and her confirmation counts.
    expect((await subscribe(app, ada)).status).toBe(201);
    const confirmations = () => sink.to(ada).filter(ofSubject('Confirm your subscription to African Child Network'));
    await sink.waitFor('Ada’s second confirmation', () => confirmations().length === 2);
    expect(await pressLink(app, linkIn(confirmations()[1]!, '/newsletter/confirm'), 'Confirm my subscription')).toBe(
      '/newsletter/confirm?done=acn',
    );
    const third = `Network news again ${stamp}`;
    await sendNewsletter(app, cookie, third);
    await sink.waitFor('the third newsletter at Ada’s', () => sink.to(ada).some(ofSubject(third)));
  });

  it('a new submission tells the site’s addresses for it, without the visitor’s details; a reply reaches the visitor and shows in the console', async () => {
    const office = `office-${stamp}@example.org`;
    const desk = `volunteers-${stamp}@example.org`;
    const mailPage = await page(`${app.origin}/admin/mail`, cookie);
    expect(mailPage.html).toContain('Mail is sent through the mail server SMTP_URL names');
    // The first site's form, the group's: an address for every kind, and one for volunteers alone.
    const saved = await postForm(app, '/admin/mail', mailPage.html, 'all', { all: office, volunteers: desk }, cookie);
    expect(saved.status).toBe(200);
    const kept = (await page(`${app.origin}/admin/mail`, cookie)).html;
    expect([kept.includes(`value="${office}"`), kept.includes(`value="${desk}"`)]).toEqual([true, true]);

    const visitor = `visitor-${stamp}@example.org`;
    const sent = await submit(app.origin, '/educonnect/contactUs/sendMessage', {
      firstName: 'Efua',
      lastName: 'Owusu',
      email: visitor,
      phoneNumber: '+233 20 123 4567',
      message: `A private question ${stamp}`,
    });
    expect(sent.status).toBe(201);
    await sink.waitFor('the office’s notification', () => sink.to(office).length === 1);
    const note = sink.to(office)[0]!;
    expect(note.subject).toBe('New submission on Edu Connect Africa: Contact messages');
    const link = /\/admin\/submissions\/messages\/([0-9a-f]{24})/.exec(note.text ?? '');
    expect(link).not.toBeNull();
    expect(note.text).not.toContain(visitor);
    expect(note.text).not.toContain('A private question');

    expect(sink.to(desk)).toEqual([]); // a contact message, not a volunteer's

    const volunteered = await submit(app.origin, '/educonnect/volunteer/becomeAVolunteer', {
      firstName: 'Kojo',
      lastName: 'Asante',
      email: `kojo-${stamp}@example.org`,
      phoneNumber: '+233 20 123 4567',
      message: 'Saturdays',
    });
    expect(volunteered.status).toBe(201);
    await sink.waitFor(
      'the volunteer announced to both addresses',
      () => sink.to(desk).length === 1 && sink.to(office).length === 2,
    );
    expect(sink.to(desk)[0]!.subject).toBe('New submission on Edu Connect Africa: Volunteers');

    const address = `/admin/submissions/messages/${link![1]}`;
    const message = await page(`${app.origin}${address}`, cookie);
    const replied = await postForm(
      app,
      address,
      message.html,
      'body',
      { body: `Thank you for asking ${stamp}.` },
      cookie,
    );
    expect([replied.status, replied.headers.get('location')]).toEqual([303, `${address}?notice=replied`]);
    await sink.waitFor('the reply at the visitor’s', () => sink.to(visitor).length === 1);
    const reply = sink.to(visitor)[0]!;
    expect(reply.subject).toBe('Re: your message to Edu Connect Africa');
    expect(reply.text).toContain(`Thank you for asking ${stamp}.`);
    expect(reply.text).toContain(`> A private question ${stamp}`);
    const shown = (await page(`${app.origin}${address}`, cookie)).html;
    expect(shown).toContain(`Thank you for asking ${stamp}.`);
    expect(shown).toMatch(new RegExp(`${admin.replace(/\./g, '\\.')}, [^<]*: Sent`));
  });
});

describe('a newsletter to 500 subscribers, the server killed while it goes out', () => {
  let sink: Sink;
  let app: AppProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-mail-kill-'));
  const env = () => ({ SMTP_URL: sink.url, MAIL_FROM: FROM });

  beforeAll(async () => {
    sink = await startSink();
  });
  afterAll(async () => {
    await app?.stop();
    await sink?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reaches every subscriber once after the restart: each with one Message-ID, at most the message in flight twice', async () => {
    app = await startServer({ dataDir, env: env() });
    const admin = `kill-admin-${stamp}@example.org`;
    createAdmin(dataDir, admin);
    const db = new Database(path.join(dataDir, 'edu-connect.sqlite'));
    db.pragma('busy_timeout = 10000');
    const now = new Date().toISOString();
    const insert = db.prepare(
      'insert into subscribers (id, email, website, created_at, confirmed_at) values (?, ?, ?, ?, ?)',
    );
    const emails = Array.from({ length: 500 }, (_, i) => `reader-${i}-${stamp}@example.org`);
    db.transaction(() =>
      emails.forEach((email, i) => insert.run(i.toString(16).padStart(24, '0'), email, 'eduafrica', now, now)),
    )();
    db.close();

    const cookie = (await signInWithForm(app.origin, app.origin, admin, PASSWORD)).cookie!;
    const subject = `The app is coming ${stamp}`;
    await sendNewsletter(app, cookie, subject, 'eduafrica');
    const copies = () => sink.received.filter(ofSubject(subject));
    await sink.waitFor('a hundred copies out', () => copies().length >= 100, 60_000);
    app.child.kill('SIGKILL');
    await new Promise((resolve) => app!.child.once('exit', resolve));
    const beforeRestart = copies().length;
    expect(beforeRestart).toBeLessThan(500);

    app = await startServer({ dataDir, env: env(), seed: false });
    // The messages the killed server had claimed wait for their claim to run out (CLAIM_MS), then go.
    await sink.waitFor(
      'every subscriber’s copy',
      () =>
        new Set(
          copies().flatMap((m) =>
            [m.to]
              .flat()
              .flatMap((a) => a?.value ?? [])
              .map((v) => v.address),
          ),
        ).size === 500,
      150_000,
    );
    const byRecipient = new Map<string, Set<string>>();
    for (const mail of copies()) {
      const to = [mail.to].flat()[0]!.value[0]!.address!;
      byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(mail.messageId!));
    }
    expect(emails.filter((e) => byRecipient.get(e)?.size !== 1)).toEqual([]);
    expect(copies().length - 500).toBeLessThanOrEqual(1);
  });
});

describe('without a mail server', () => {
  let app: AppProcess | undefined;
  let sink: Sink | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-mail-none-'));
  afterAll(async () => {
    await app?.stop();
    await sink?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every message, says why in the console, and sends them once a server is set', async () => {
    app = await startServer({ dataDir });
    const admin = `none-admin-${stamp}@example.org`;
    createAdmin(dataDir, admin);
    const email = `kept-${stamp}@example.org`;
    expect((await subscribe(app, email, 'arewahub')).status).toBe(201);
    const cookie = (await signInWithForm(app.origin, app.origin, admin, PASSWORD)).cookie!;
    const mailPage = (await page(`${app.origin}/admin/mail`, cookie)).html;
    expect(mailPage).toContain('No mail server is configured (SMTP_URL is not set): nothing is sent.');
    expect(mailPage).toMatch(/Waiting: [1-9]/);
    expect(mailPage).toContain(email);
    await app.stop();

    sink = await startSink();
    app = await startServer({ dataDir, seed: false, env: { SMTP_URL: sink.url, MAIL_FROM: FROM } });
    await sink.waitFor('the kept confirmation', () => sink!.to(email).length === 1);
    expect(sink.to(email)[0]!.subject).toBe('Confirm your subscription to Arewa Hub');
  });
});
