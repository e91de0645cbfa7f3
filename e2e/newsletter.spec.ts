import type { APIResponse } from '@playwright/test';
import { axeViolations, expectToast, queryDb, unique } from './helpers';
import { expect, test } from './fixtures';

/*
 * Double opt-in as a subscriber meets it: the footer's form, then the confirmation e-mail's link (read
 * from the outbox: the e2e server has no mail server, so the message waits there), a page with one
 * button. The pages work with JavaScript off (axe runs in the page, so only with it on).
 */

/** The path and query of a link in the waiting confirmation or newsletter (the build's SITE_URL is another origin). */
async function linkFor(email: string, pathname: string): Promise<string> {
  const row = await queryDb<{ text_body: string }>(
    "select text_body from mail_outbox where recipient = ? and purpose = 'confirm'",
    email,
  );
  const found = new RegExp(`https?://[^\\s]+(${pathname}\\?token=[\\w.-]+)`).exec(row?.text_body ?? '');
  expect(found, `a ${pathname} link for ${email}`).not.toBeNull();
  return found![1]!;
}

test('a footer subscription is confirmed by its e-mailed link, and the page passes axe', async ({ page }) => {
  await page.goto('/acn/home');
  const email = unique('optin');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Message Sent Successfully');
  expect(await queryDb('select confirmed_at from subscribers where email = ?', email)).toEqual({ confirmed_at: null });

  await page.goto(await linkFor(email, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "Thank you: your subscription to African Child Network's newsletter is confirmed.",
  );
  expect(
    await queryDb<{ confirmed_at: string | null }>('select confirmed_at from subscribers where email = ?', email),
  ).toEqual({
    confirmed_at: expect.stringMatching(/^\d{4}-/),
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a link that is not ours says so, with no button; a real one confirms with one press, and only for its own purpose', async ({
    page,
  }) => {
    const opened = await page.goto('/newsletter/unsubscribe?token=0123456789abcdef01234567.not-a-signature-at-all');
    expect(opened?.status()).toBe(404);
    await expect(page.getByRole('status')).toContainText('This link is not valid');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);

    await page.goto('/acn/home');
    const email = unique('leaver');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Your email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => queryDb('select id from subscribers where email = ?', email)).toBeTruthy();
    const { id } = (await queryDb<{ id: string }>('select id from subscribers where email = ?', email))!;
    const confirm = await linkFor(email, '/newsletter/confirm');
    await page.goto(confirm);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toContainText('is confirmed');
    // The confirmation's token does not unsubscribe: each link is signed for its own purpose.
    await page.goto(confirm.replace('/newsletter/confirm', '/newsletter/unsubscribe'));
    await expect(page.getByRole('status')).toContainText('This link is not valid');
    expect(await queryDb('select unsubscribed_at from subscribers where id = ?', id)).toEqual({
      unsubscribed_at: null,
    });
  });
});

test.describe('a link that does not verify, asked or posted', () => {
  /** The Hausa page's words for a link that is not valid (messages/ha/ui.json, mailLink). */
  const HAUSA = {
    title: 'Wannan mahaɗin ba shi da inganci',
    text: 'Wannan mahaɗin ba shi da inganci: wataƙila manhajar imel ɗinku ta yanke shi.',
  };
  /** A letter changed, to another the token's alphabet has. */
  const changed = (text: string) => (text[0] === 'a' ? 'b' : 'a') + text.slice(1);

  /** What a client sees: the status, and whether the body is the whole page with its message and no button. */
  const seen = async (reply: APIResponse) => {
    const html = await reply.text();
    return {
      status: reply.status(),
      wholePage: html.includes('<header') && html.includes('<footer') && html.includes('<main id="main" lang="ha"'),
      heading: html.includes(`<h1 id="step-heading">${HAUSA.title}</h1>`),
      message: html.includes(HAUSA.text),
      button: html.includes('method="post">'),
    };
  };

  test('answers 404 with the page and its message in its language, by GET and by POST, and changes nothing; the real link still works', async ({
    request,
    baseURL,
  }) => {
    const email = unique('tampered');
    const subscribed = await request.post('/api/suscribe/addSuscriber', {
      data: { email, website: 'acn', locale: 'ha' },
      headers: { Origin: baseURL! },
    });
    expect(subscribed.status()).toBe(201);
    const link = await linkFor(email, '/ha/newsletter/confirm');
    const token = new URL(link, baseURL).searchParams.get('token')!;
    const [id, signature] = token.split('.') as [string, string];
    const tampered: Record<string, string> = {
      'cut short by a mail program': `/ha/newsletter/confirm?token=${token.slice(0, -4)}`,
      'a letter of its signature changed': `/ha/newsletter/confirm?token=${id}.${changed(signature)}`,
      "another subscriber's id": `/ha/newsletter/confirm?token=${changed(id)}.${signature}`,
      'the confirmation token on the unsubscribe page': `/ha/newsletter/unsubscribe?token=${token}`,
      'made up': '/ha/newsletter/confirm?token=0123456789abcdef01234567.not-a-signature-at-all',
      'without its token': '/ha/newsletter/confirm',
    };
    const refused = { status: 404, wholePage: true, heading: true, message: true, button: false };
    for (const [how, address] of Object.entries(tampered)) {
      expect([how, 'GET', await seen(await request.get(address))]).toEqual([how, 'GET', refused]);
      const posted = await request.post(address, { form: {}, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect([how, 'POST', await seen(posted)]).toEqual([how, 'POST', refused]);
    }
    expect(await queryDb('select confirmed_at, unsubscribed_at from subscribers where email = ?', email)).toEqual({
      confirmed_at: null,
      unsubscribed_at: null,
    });

    // The real link: its page with the button (200), whose post confirms (303 to the page saying so).
    const opened = await request.get(link);
    expect([opened.status(), (await opened.text()).includes(`<form action="${link}" method="post">`)]).toEqual([
      200,
      true,
    ]);
    const pressed = await request.post(link, { form: {}, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect([pressed.status(), pressed.headers().location, await pressed.text()]).toEqual([
      303,
      '/ha/newsletter/confirm?done=acn',
      '',
    ]);
    const done = await request.get('/ha/newsletter/confirm?done=acn');
    expect([done.status(), (await done.text()).includes('an tabbatar da rajistarku')]).toEqual([200, true]);
    expect(await queryDb('select confirmed_at from subscribers where email = ?', email)).toEqual({
      confirmed_at: expect.stringMatching(/^\d{4}-/),
    });
  });
});

for (const javaScriptEnabled of [true, false])
  test.describe(`from the Hausa pages, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a footer subscription is kept in Hausa, confirmed by a Hausa e-mail whose link opens the Hausa page', async ({
      page,
    }) => {
      await page.goto('/ha/acn/home');
      const email = unique(`hausa-${javaScriptEnabled ? 'js' : 'nojs'}`);
      const form = page.getByRole('form', { name: 'Wasiƙar labarai' });
      await form.getByLabel('Imel ɗinku').fill(email);
      await form.getByRole('button', { name: 'Yi rajista' }).click();
      await expect
        .poll(() => queryDb('select locale from subscribers where email = ?', email))
        .toEqual({ locale: 'ha' });
      expect(
        await queryDb("select subject from mail_outbox where recipient = ? and purpose = 'confirm'", email),
      ).toEqual({ subject: 'Tabbatar da rajistarku ta wasiƙar labarai ta African Child Network' });

      await page.goto(await linkFor(email, '/ha/newsletter/confirm'));
      await expect(page.getByRole('heading', { level: 1, name: 'Tabbatar da rajistarku' })).toBeVisible();
      await page.getByRole('button', { name: 'Tabbatar da rajistata' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Mun gode: an tabbatar da rajistarku ta wasiƙar labarai ta African Child Network.',
      );
      await expect(page).toHaveURL(/\/ha\/newsletter\/confirm\?done=acn$/);
    });
  });
