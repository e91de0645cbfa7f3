import { expect, test, type Page } from './fixtures';
import { queryDb } from './helpers';
import { GIFT_AMOUNTS } from '../lib/api/giving';
import { validation as GIVING_FR } from '../messages/fr/giving.json';

/*
 * A gift given as a donor gives it, against the stand-in for Paystack (tests/payments/paystack-standin.mjs,
 * started beside the app by playwright.config.ts): the donate page's form, the provider's checkout page
 * (card or mobile money), back to the site and its thank-you page; the receipt in the page's language in the
 * outbox; the page's totals moved by exactly the gift. The provider sends the donor back to SITE_URL (the
 * public address, localhost:3000 in the tests), which is this server: the browser is pointed at it.
 */

// The tests read the totals before and after their own gift: one at a time.
test.describe.configure({ mode: 'serial' });

const PUBLIC = 'http://localhost:3000';

async function toThisServer(page: Page, baseURL: string) {
  await page.route(`${PUBLIC}/**`, (route) => route.continue({ url: route.request().url().replace(PUBLIC, baseURL) }));
}

/** The donate page's total in a currency, in its subunit (0 when nothing was given in it yet). */
async function total(page: Page, path: string, currency: string): Promise<number> {
  await page.goto(path);
  const item = page.locator(`[aria-labelledby="gift-totals-heading"] li[data-currency="${currency}"]`);
  if ((await item.count()) === 0) return 0;
  const text = (await item.textContent()) ?? '';
  const [whole, fraction = '00'] = text.replace(/[^\d.,]/g, '').split(/[.,](?=\d{2}$)/) as [string, string?];
  return Number(whole.replace(/\D/g, '')) * 100 + Number(fraction);
}

/** The totals are expired when the gift is settled, then the page's copy renders again: asked until it shows. */
async function totalAfter(page: Page, path: string, currency: string, expected: number) {
  await expect.poll(() => total(page, path, currency), { timeout: 20_000 }).toBe(expected);
}

test.describe('a gift without scripts, by card', () => {
  test.use({ javaScriptEnabled: false });

  test('goes from the donate page to the checkout and back to a thank-you', async ({ page, baseURL }) => {
    await toThisServer(page, baseURL!);
    const before = await total(page, '/acn/how-to-help/donate', 'NGN');
    const form = page.getByRole('form', { name: 'Give online' });
    await form.getByLabel('Naira (NGN)').check();
    await form.getByLabel('Amount in the chosen currency').fill('2,500');
    await form.getByLabel('Your name').fill('Ngozi Okafor');
    await form.getByLabel('Your e-mail, for your receipt').fill('ngozi.card@example.org');
    await form.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\//);
    await expect(page.getByRole('heading', { name: 'Pay NGN 2500.00' })).toBeVisible();
    await page.getByLabel('Card').check();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/acn\/how-to-help\/donate\/thanks\?reference=acn_/);
    await expect(page.getByText('Thank you: your gift of NGN\u00a02,500 has been received.')).toBeVisible();
    const reference = new URL(page.url()).searchParams.get('reference')!;
    expect(await queryDb('select status, channel, amount_minor from gifts where reference = ?', reference)).toEqual({
      status: 'paid',
      channel: 'card',
      amount_minor: 250000,
    });
    await totalAfter(page, '/acn/how-to-help/donate', 'NGN', before + 250000);
  });

  test('keeps what was typed and says what is wrong with the amount', async ({ page }) => {
    await page.goto('/acn/how-to-help/donate');
    const form = page.getByRole('form', { name: 'Give online' });
    await form.getByLabel('Amount in the chosen currency').fill('five thousand');
    await form.getByLabel('Your name').fill('Ngozi Okafor');
    await form.getByLabel('Your e-mail, for your receipt').fill('ngozi.typo@example.org');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Enter the amount as a number, such as 5000 or 25.50')).toBeVisible();
    await expect(page.getByLabel('Amount in the chosen currency')).toHaveValue('five thousand');
    await expect(page.getByLabel('Your name')).toHaveValue('Ngozi Okafor');
  });
});

test('with scripts, the form is checked in the page’s words before anything is sent', async ({ page }) => {
  await page.goto('/fr/acn/how-to-help/donate');
  const form = page.getByRole('form', { name: 'Donner en ligne' });
  await form.getByLabel('Montant dans la devise choisie').fill('1');
  await form.getByLabel('Votre e-mail, pour votre reçu').fill('pas-une-adresse');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await form.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  const amount = form.getByLabel('Montant dans la devise choisie');
  await expect(form.getByText(GIVING_FR.nameOrAnonymous)).toBeVisible();
  await expect(form.getByText(`Le plus petit don en NGN est de ${GIFT_AMOUNTS.NGN.min}`)).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Votre nom')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  // Put right, a field's message goes as it changes.
  await form.getByLabel('Donner anonymement').check();
  await expect(form.getByText(GIVING_FR.nameOrAnonymous)).toHaveCount(0);
  expect(posts).toEqual([]);
});

test('a gift from a French page, by mobile money, with its receipt in French', async ({ page, baseURL }) => {
  await toThisServer(page, baseURL!);
  const path = '/fr/acn/how-to-help/donate';
  const before = await total(page, path, 'GHS');
  const form = page.getByRole('form', { name: 'Donner en ligne' });
  await form.getByLabel('Cedi ghanéen (GHS)').check();
  await form.getByLabel('Montant dans la devise choisie').fill('50');
  await form.getByLabel('Donner anonymement').check();
  await form.getByLabel('Votre e-mail, pour votre reçu').fill('ama.momo@example.org');
  await form.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout\//);
  await page.getByLabel('Mobile money').check();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/fr\/acn\/how-to-help\/donate\/thanks\?reference=acn_/);
  await expect(page.getByText(/Merci\u00a0: votre don de .*50.* a bien été reçu\./)).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('reference')!;
  expect(await queryDb('select channel, donor_name from gifts where reference = ?', reference)).toEqual({
    channel: 'mobile_money',
    donor_name: null,
  });
  const receipt = await queryDb<{ subject: string; text_body: string; recipient: string }>(
    "select subject, text_body, recipient from mail_outbox where purpose = 'receipt' and ref = ?",
    reference,
  );
  expect(receipt).toMatchObject({
    subject: 'Merci pour votre don à African Child Network',
    recipient: 'ama.momo@example.org',
  });
  expect(receipt!.text_body).toContain('Chère amie, cher ami,');
  expect(receipt!.text_body).toContain(`Référence\u00a0: ${reference}`);
  expect(receipt!.text_body).toContain('CAC/IT/No. 123456');
  await totalAfter(page, path, 'GHS', before + 5000);
});

test.describe('the donate page’s calls to give', () => {
  test('Donate Now and each impact card lead to the giving form, the card’s amount chosen', async ({ page }) => {
    await page.goto('/acn/how-to-help/donate');
    const form = page.getByRole('form', { name: 'Give online' });
    await page.getByRole('link', { name: 'Donate $52 now' }).click();
    await expect(page).toHaveURL(/#give-midwife$/);
    await expect(form.getByLabel('Dollars (USD)')).toBeChecked();
    await expect(form.getByLabel('Amount in the chosen currency')).toHaveValue('52');
    await expect(form).toBeInViewport();
    await page.getByRole('link', { name: 'Donate $110 now' }).click();
    await expect(form.getByLabel('Amount in the chosen currency')).toHaveValue('110');
    await expect(form.getByRole('radio', { name: /^US\$/, checked: true })).toHaveCount(0);
    // $25 is one of the suggestions: chosen as such, nothing typed.
    await page.getByRole('link', { name: 'Donate $25 now' }).click();
    await expect(form.getByLabel('Amount in the chosen currency')).toHaveValue('');
    await expect(form.getByRole('radio', { name: 'US$25' })).toBeChecked();
    await page.getByRole('link', { name: 'Donate Now', exact: true }).click();
    await expect(page).toHaveURL(/#give$/);
    await expect(form).toBeInViewport();
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('an impact card is a link to the giving form on the same page', async ({ page }) => {
      await page.goto('/acn/how-to-help/donate');
      await page.getByRole('link', { name: 'Donate $25 now' }).click();
      await expect(page).toHaveURL(/\/acn\/how-to-help\/donate#give-lamp$/);
      await expect(page.getByRole('form', { name: 'Give online' })).toBeInViewport();
    });
  });
});
