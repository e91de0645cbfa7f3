import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import nodemailer, { type Transporter } from 'nodemailer';
import type * as dbModule from '../../lib/db/db';
import type * as formsModule from '../../lib/forms/submit-without-scripts';
import type * as gatewayModule from '../../lib/gateway/serve';
import type * as inboxModule from '../../lib/services/inbox';
import type * as mailModule from '../../lib/services/mail';
import type * as senderModule from '../../lib/services/outbox-sender';
import type * as submissionsModule from '../../lib/services/submissions';
import { type Sink, startSink } from './smtp-sink';
// Jest's next-intl (tests/support/next-intl-server.ts) adds a hook when loaded: loaded here, before the
// tests start, it is the one the no-script action finds when the suite loads it.
import 'next-intl/server';

/*
 * A visitor's language, from the form to the e-mail: a submission sent from a page in Hausa or French
 * (as JSON to /api, as the page's scripted form sends it, and as the browser posts the form without
 * scripts) keeps its language, and what the visitor is e-mailed (the subscription's confirmation, the
 * newsletter, a staff reply) is written in it, with links to the pages in it, read back from a real SMTP
 * server on loopback. The test file mocks next/headers (the no-script action's request headers).
 */

type Services = {
  db: typeof dbModule;
  gateway: typeof gatewayModule;
  forms: typeof formsModule;
  submissions: typeof submissionsModule;
  mail: typeof mailModule;
  inbox: typeof inboxModule;
  sender: typeof senderModule;
};

const SITE = 'https://educonnect.example';
const STAFF = { id: 'languages-suite-staff', email: 'office@languages.test' };

/** The no-script action's request: from this site's own page. */
export const PAGE_HEADERS = { host: 'localhost', origin: 'http://localhost' };

export function languagesSuite({ databaseUrl }: { databaseUrl?: string } = {}) {
  let s: Services;
  let sink: Sink;
  let transport: Transporter;
  let dataDir: string;
  const stamp = Date.now().toString(36);
  const address = (name: string) => `${name}-${stamp}@example.org`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'languages-'));
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      MAIL_FROM: 'Edu Connect Africa <news@example.org>',
      SITE_URL: SITE,
      RATE_LIMIT_PER_MINUTE: '1000',
    });
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    else delete process.env.DATABASE_URL;
    s = {
      db: await import('../../lib/db/db'),
      gateway: await import('../../lib/gateway/serve'),
      forms: await import('../../lib/forms/submit-without-scripts'),
      submissions: await import('../../lib/services/submissions'),
      mail: await import('../../lib/services/mail'),
      inbox: await import('../../lib/services/inbox'),
      sender: await import('../../lib/services/outbox-sender'),
    };
    sink = await startSink();
    transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
  }, 60_000);

  afterAll(async () => {
    transport?.close();
    await sink?.close();
    await s?.db.closeDb();
    // The rate limit's counters keep a pool of their own on PostgreSQL (lib/db/counters.ts).
    const { forgetOnce } = await import('../../lib/platform/process-once');
    await (await forgetOnce<{ end: () => Promise<void> }>('counter-pool'))?.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A form's JSON as a page's scripted form posts it to /api. */
  const postJson = (route: string, body: object) =>
    s.gateway.serveApi(
      new Request(`http://localhost/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...PAGE_HEADERS },
        body: JSON.stringify(body),
      }),
    );

  /** The footer's newsletter form of the Hausa home page, posted by a browser without scripts. */
  async function postWithoutScripts(email: string, locale: string) {
    const data = new FormData();
    for (const [name, value] of Object.entries({
      _form: 'subscribe',
      _page: `/${locale}/acn`,
      _website: 'acn',
      _locale: locale,
      email,
    }))
      data.set(name, value);
    // Sent, the action answers with a redirect back to the page, #sent-subscribe-acn (which Next throws).
    await expect(s.forms.submitWithoutScripts(null, data)).rejects.toMatchObject({
      digest: expect.stringContaining(`/${locale}/acn#sent-subscribe-acn`),
    });
  }

  /** Sends what waits in the outbox, and answers the messages `email` received. */
  async function mailTo(email: string): Promise<ParsedMail[]> {
    await s.sender.deliverDue(await s.db.getDb(), transport);
    await sink.waitFor(`mail to ${email}`, () => sink.to(email).length > 0);
    return sink.to(email);
  }

  const subscriberRow = async (email: string) =>
    (await s.db.getDb()).selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  /** The address of a message's link to `page`, with its token. */
  const linkIn = (mail: ParsedMail, page: string) =>
    new RegExp(`${SITE.replace(/\./g, '\\.')}${page.replace(/\//g, '\\/')}\\?token=[\\w.-]+`).exec(
      mail.text ?? '',
    )?.[0];

  describe('a Hausa subscription', () => {
    it.each([
      ['as JSON to /api, as the /ha page’s form sends it', 'json'],
      ['as the /ha page’s form posts it without scripts (_locale=ha)', 'form'],
    ])('sent %s, stores ha and is confirmed in Hausa, by a link to the Hausa page', async (_how, how) => {
      const email = address(`amina-${how}`);
      if (how === 'json')
        expect((await postJson('/suscribe/addSuscriber', { email, website: 'acn', locale: 'ha' })).status).toBe(201);
      else await postWithoutScripts(email, 'ha');
      const row = await subscriberRow(email);
      expect(row.locale).toBe('ha');

      const [confirmation, ...more] = await mailTo(email);
      expect(more).toEqual([]);
      expect(confirmation!.subject).toBe('Tabbatar da rajistarku ta wasiƙar labarai ta African Child Network');
      expect(confirmation!.text).toContain(
        'Wani, muna fatan ku ne, ya nemi karɓar wasiƙar labarai ta African Child Network a wannan adireshin imel.',
      );
      expect(confirmation!.text).toContain('Don ku riƙa karɓar ta, ku tabbatar a nan:');
      expect(confirmation!.text).not.toMatch(/confirm here|newsletter at this address/);
      const link = linkIn(confirmation!, '/ha/newsletter/confirm');
      expect(link).toBeDefined();
      expect(confirmation!.html).toContain('<html lang="ha">');
      expect(confirmation!.html).toContain(`<a href="${link}">Tabbatar da rajistata</a>`);
      // The link confirms this subscription.
      const token = new URL(link!).searchParams.get('token')!;
      expect(await s.mail.byToken(await s.db.getDb(), 'confirm', token)).toEqual({ website: 'acn' });
    });
  });

  it('an English subscription is confirmed in English, as before, by a link to the English page', async () => {
    const email = address('ada');
    // A form that sends no language, like a client older than the languages: English.
    expect((await postJson('/suscribe/addSuscriber', { email, website: 'acn' })).status).toBe(201);
    expect((await subscriberRow(email)).locale).toBe('en');
    const [confirmation] = await mailTo(email);
    expect(confirmation!.subject).toBe('Confirm your subscription to African Child Network');
    const link = linkIn(confirmation!, '/newsletter/confirm');
    expect(link).toMatch(new RegExp(`^${SITE.replace(/\./g, '\\.')}/newsletter/confirm\\?token=`));
    expect(confirmation!.text?.trimEnd()).toBe(
      [
        "Someone, we hope you, asked for African Child Network's newsletter at this address.",
        '',
        'To receive it, confirm here:',
        link,
        '',
        'If it was not you, ignore this e-mail: you will receive nothing more.',
      ].join('\n'),
    );
    expect(confirmation!.html).toContain('<html lang="en">');
    expect(confirmation!.html).toContain('>Confirm my subscription</a>');
  });

  it('a language the site does not speak is taken as English, and the waitlist keeps its language too', async () => {
    const email = address('kofi');
    expect((await postJson('/suscribe/addSuscriber', { email, website: 'acn', locale: 'de' })).status).toBe(201);
    expect((await subscriberRow(email)).locale).toBe('en');
    const waiting = address('waitlist');
    const joined = await postJson('/suscribe/addSuscriber', {
      email: waiting,
      website: 'eduafricawaitlist',
      locale: 'fr',
    });
    expect(joined.status).toBe(201);
    const db = await s.db.getDb();
    expect(
      (await db.selectFrom('waitlist').select('locale').where('email', '=', waiting).executeTakeFirst())?.locale,
    ).toBe('fr');
    const listed = await s.inbox.submissions(db, { kind: 'waitlist', search: waiting });
    expect(listed.map((w) => w.locale)).toEqual(['fr']);
  });

  it('a French contact message is answered in a French frame, and the inbox shows its language', async () => {
    const email = address('awa');
    const sent = await postJson('/educonnect/contactUs/sendMessage', {
      firstName: 'Awa',
      lastName: 'Diallo',
      email,
      phoneNumber: '+221 77 123 45 67',
      message: 'Proposez-vous des formations pour les enseignants ?',
      locale: 'fr',
    });
    expect(sent.status).toBe(201);
    const db = await s.db.getDb();
    const [listed] = await s.inbox.submissions(db, { kind: 'messages', search: email });
    expect([listed?.locale, (await s.inbox.submission(db, 'messages', listed!.id))?.locale]).toEqual(['fr', 'fr']);

    await s.mail.replyToMessage(db, STAFF, listed!.id, 'Oui : écrivez-nous pour la prochaine session.');
    const [reply] = await mailTo(email);
    expect(reply!.subject).toBe('Re\u00a0: votre message à Edu Connect Africa');
    expect(reply!.text).toBe(
      [
        'Bonjour Awa,',
        '',
        'Oui : écrivez-nous pour la prochaine session.',
        '',
        '--',
        'Edu Connect Africa',
        `${SITE}/fr`,
        '',
        'Votre message\u00a0:',
        '> Proposez-vous des formations pour les enseignants ?',
        '',
      ].join('\n'),
    );
  });

  it('a newsletter with a Hausa version: the Hausa subscriber reads it, the English one the English; others the English, framed in their language', async () => {
    const db = await s.db.getDb();
    const readers = { ha: address('halima'), en: address('emeka'), fr: address('fatou') };
    for (const [locale, email] of Object.entries(readers)) {
      await s.submissions.subscribe(db, { email, website: 'arewahub', locale: locale as 'en' | 'fr' | 'ha' });
      await s.mail.confirmSubscription(db, (await subscriberRow(email)).id);
    }
    const id = await s.mail.saveNewsletter(db, STAFF, {
      website: 'arewahub',
      subject: `New beads this week ${stamp}`,
      markdown: 'Our **beads** are back.',
      translations: {
        ha: { subject: `Sabbin duwatsun ado a wannan makon ${stamp}`, markdown: 'Duwatsun **adonmu** sun dawo.' },
      },
    });
    await s.mail.sendTestNewsletter(db, STAFF, id);
    expect(await s.mail.sendNewsletter(db, STAFF, id)).toBe(3);
    for (const email of Object.values(readers)) await mailTo(email);

    const issue = (email: string) => sink.to(email).find((m) => m.subject?.endsWith(stamp))!;
    const ha = issue(readers.ha);
    expect(ha.subject).toBe(`Sabbin duwatsun ado a wannan makon ${stamp}`);
    expect(ha.html).toContain('Duwatsun <strong>adonmu</strong> sun dawo.');
    expect(ha.html).toContain('<html lang="ha">');
    expect(ha.text).toContain('Kuna karɓar wannan imel ne saboda kun yi rajistar wasiƙar labarai ta Arewa Hub.');
    expect(ha.text).toMatch(
      new RegExp(`Don cire rajista: ${SITE.replace(/\./g, '\\.')}/ha/newsletter/unsubscribe\\?token=`),
    );
    expect(ha.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\r?\n\s+/g, ' ')).toContain(
      `<${SITE}/ha/newsletter/one-click?token=`,
    );

    const en = issue(readers.en);
    expect(en.subject).toBe(`New beads this week ${stamp}`);
    expect(en.html).toContain('Our <strong>beads</strong> are back.');
    expect(en.text).toContain("You receive this because you subscribed to Arewa Hub's newsletter. Unsubscribe: ");
    expect(linkIn(en, '/newsletter/unsubscribe')).toBeDefined();
    expect(en.text).not.toContain('/ha/');

    // No French version: the English text, marked English, in a French frame with French links.
    const fr = issue(readers.fr);
    expect(fr.subject).toBe(`New beads this week ${stamp}`);
    expect(fr.html).toContain('<html lang="fr">');
    expect(fr.html).toContain('<div lang="en">');
    expect(fr.text).toContain('Vous recevez ce message suite à votre abonnement à la lettre d’information Arewa Hub.');
    expect(linkIn(fr, '/fr/newsletter/unsubscribe')).toBeDefined();

    // The staff member's test: one per language, in English words around it.
    await s.sender.deliverDue(db, transport);
    expect(
      sink
        .to(STAFF.email)
        .map((m) => m.subject)
        .filter((subject) => subject?.endsWith(stamp))
        .sort(),
    ).toEqual([`[Test, Hausa] Sabbin duwatsun ado a wannan makon ${stamp}`, `[Test] New beads this week ${stamp}`]);

    // The subscribers' list shows each one's language.
    const listed = await s.inbox.submissions(db, { kind: 'subscribers', search: readers.ha });
    expect(listed.map((r) => r.locale)).toEqual(['ha']);
  });
}
