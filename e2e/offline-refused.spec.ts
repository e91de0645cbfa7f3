import type { BrowserContext, Route } from '@playwright/test';
import { expect, type Page, test } from './fixtures';
import { queryDb, unique } from './helpers';

/*
 * A submission kept on the device (lib/offline/keep.ts) that the server refuses when the worker sends it later
 * (lib/offline/refused.ts): the visitor is told, once, in the page's language, which form it was, and the
 * form's page fills it in again with what they typed. One the server could not take for now (503) stays in the
 * queue and is not announced. The server's answer to the worker is made up with a route (the page's own posts
 * never reach it: the page is offline when it sends).
 */

test.use({ serviceWorkers: 'allow' });

const CONTACT_API = /\/api\/[^/]+\/contactUs\/sendMessage$/;

const messages = async (email: string) =>
  (await queryDb<{ n: number }>('select cast(count(*) as integer) as n from contact_messages where email = ?', email))
    ?.n;

/** The submissions waiting in the worker's Background Sync queue (Serwist's IndexedDB store). */
const waiting = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('serwist-background-sync');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve(0);
          const count = db.transaction('requests').objectStore('requests').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(-1);
        };
      }),
  );

/**
 * Opens the French contact page under the worker, fills the form with signal (its checks load on its first
 * touch), and sends it without: the form says it is kept.
 */
async function sendOffline(page: Page, context: BrowserContext, email: string, message: string) {
  await page.goto('/fr/contact');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  const form = page.getByRole('form', { name: 'Formulaire de contact' });
  await form.getByLabel('Prénom', { exact: true }).fill('Aïcha');
  await form.getByLabel('Nom', { exact: true }).fill('Diallo');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Numéro de téléphone').fill('+227 90 12 34 56');
  await form.getByLabel('Votre message').fill(message);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByRole('status')).toContainText('conservé sur cet appareil');
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue('');
  return form;
}

/** Answers the worker's sends of the contact form with `status`, counting them; the page's own posts pass. */
async function answerWorker(context: BrowserContext, status: number) {
  const sent: string[] = [];
  const handler = async (route: Route) => {
    if (!route.request().serviceWorker()) return route.continue();
    sent.push(route.request().url());
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: status === 422 ? 'Invalid phone number' : 'Unavailable' }),
    });
  };
  await context.route(CONTACT_API, handler);
  return { sent, stop: () => context.unroute(CONTACT_API, handler) };
}

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Envoi refusé' });

test('a message the server refuses once the connection returns is announced once and filled in again', async ({
  page,
  context,
}) => {
  const email = unique('refused-contact');
  const message = 'Merci de me rappeler : je n’ai pas de réseau le soir.';
  await sendOffline(page, context, email, message);
  const server = await answerWorker(context, 422);

  // Back online, the worker sends it and the server refuses it: the page says so, in French, naming the form.
  await context.setOffline(false);
  await expect.poll(() => server.sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(notice(page)).toBeVisible({ timeout: 15_000 });
  await expect(notice(page)).toContainText('Le serveur n’a pas accepté ce que vous avez envoyé hors ligne.');
  const link = notice(page).getByRole('link', { name: 'Formulaire de contact' });
  await expect(link).toHaveAttribute('href', '/fr/contact');
  expect(await waiting(page)).toBe(0);
  // Nothing typed in the address, nothing stored.
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(await messages(email)).toBe(0);
  await server.stop();

  // The link opens the form filled in again with what was typed, and says it was not accepted.
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/fr\/contact$/);
  const form = page.getByRole('form', { name: 'Formulaire de contact' });
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Votre message')).toHaveValue(message);
  await expect(form.getByLabel('Prénom', { exact: true })).toHaveValue('Aïcha');
  await expect(form.getByText('Voici ce que vous aviez envoyé hors ligne')).toBeVisible();
  expect(page.url()).not.toContain(encodeURIComponent(email));

  // Shown once: neither this page nor another shows the notice again, and the record is gone.
  await page.waitForTimeout(1000);
  await expect(notice(page)).toHaveCount(0);
  await page.goto('/fr/faq');
  await page.waitForTimeout(1500);
  await expect(notice(page)).toHaveCount(0);
  await page.goto('/fr/contact');
  await page.waitForTimeout(1500);
  await expect(page.getByRole('form', { name: 'Formulaire de contact' }).getByLabel('Votre message')).toHaveValue('');
  expect(await messages(email)).toBe(0);
});

test('the notice closes with its button, by keyboard, and speaks the page’s language', async ({ page, context }) => {
  const email = unique('refused-close');
  await sendOffline(page, context, email, 'Un message qui sera refusé.');
  const server = await answerWorker(context, 409);
  await context.setOffline(false);
  await expect(notice(page)).toBeVisible({ timeout: 15_000 });
  await server.stop();
  const close = notice(page).getByRole('button', { name: 'Fermer' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveCount(0);
  // Closed without opening the form: the form's page still fills it in.
  await page.goto('/fr/contact');
  await expect(
    page.getByRole('form', { name: 'Formulaire de contact' }).getByLabel('E-mail', { exact: true }),
  ).toHaveValue(email);
  await expect(notice(page)).toHaveCount(0);
});

test('a message the server cannot take yet (503) stays queued and is not announced', async ({ page, context }) => {
  const email = unique('unavailable-contact');
  await sendOffline(page, context, email, 'Envoyé quand le serveur se reposait.');
  const server = await answerWorker(context, 503);

  await context.setOffline(false);
  await expect.poll(() => server.sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  await expect(notice(page)).toHaveCount(0);
  expect(await waiting(page)).toBe(1);
  expect(await messages(email)).toBe(0);

  // The server back: the next page sends it, once.
  await server.stop();
  await page.goto('/fr/faq');
  await expect.poll(() => messages(email), { timeout: 15_000 }).toBe(1);
  await expect(notice(page)).toHaveCount(0);
});
