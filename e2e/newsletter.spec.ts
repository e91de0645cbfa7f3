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
    await page.goto('/newsletter/unsubscribe?token=0123456789abcdef01234567.not-a-signature-at-all');
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

for (const javaScriptEnabled of [true, false])
  test.describe(`from the Hausa pages, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a footer subscription is kept in Hausa, confirmed by a Hausa e-mail whose link opens the Hausa page', async ({
      page,
    }) => {
      await page.goto('/ha/acn/home');
      const email = unique(`hausa-${javaScriptEnabled ? 'js' : 'nojs'}`);
      const form = page.getByRole('form', { name: 'Wasiƙar labarai' });
      await form.getByLabel('Imel ɗinka').fill(email);
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
