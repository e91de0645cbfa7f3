import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './admin-token';
import { expect, type Page, test } from './fixtures';
import { faqQuestion } from './helpers';
import { ageKeptPages, keptOnDevice } from './kept';

/*
 * A returning visitor with the service worker (lib/offline/worker.ts) sees the page the server has now: every
 * navigation asks the server, an unchanged page is answered 304 and shown from the device, and the kept copy
 * is shown only without signal or while the server is slower than the worker's wait, with a notice saying
 * why and when it was saved. Content is changed as a script of the organisation's would, through the staff
 * API with its bearer token.
 */

test.use({ serviceWorkers: 'allow' });

/** Adds a question to the group's FAQ through the staff API. */
async function addFaq(request: APIRequestContext, question: string) {
  const response = await request.post('/api/admin/faq/educonnect', {
    data: { question, answer: 'Yes: every Saturday, at the library.' },
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const question = (tag: string) =>
  `Is the ${tag} reading club ${Date.now()}-${Math.random().toString(36).slice(2, 6)} open?`;

/** The statuses of the worker's own requests for `path`, as the server answered them. */
function workerAnswers(context: BrowserContext, path: string): number[] {
  const statuses: number[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().serviceWorker() && url.pathname === path && url.search === '')
      statuses.push(response.status());
  });
  return statuses;
}

/** The notice of a page shown from the device. */
const keptNotice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('a page read before shows a staff change at the next load, within the first minute and after it, and an unchanged one costs a 304', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/faq');
  await keptOnDevice(page, '/faq');

  const first = question('first');
  await addFaq(request, first);
  await page.goto('/faq');
  await expect(faqQuestion(page, first)).toHaveCount(1);

  // As after a day away: the copies the device keeps are older than the server's minute of caching.
  await ageKeptPages(page, 24 * 60 * 60_000);
  const second = question('second');
  await addFaq(request, second);
  await page.goto('/faq');
  await expect(faqQuestion(page, second)).toHaveCount(1);

  // Nothing changed since: the worker asks with the kept copy's validator and is answered 304.
  await keptOnDevice(page, '/faq');
  const answers = workerAnswers(context, '/faq');
  await page.goto('/faq');
  await expect(faqQuestion(page, second)).toHaveCount(1);
  await expect.poll(() => answers).toContain(304);
  await expect(keptNotice(page, /offline|slow/)).toHaveCount(0);
});

test('offline, a French page read before shows its kept copy with when it was saved, in French', async ({
  page,
  context,
}) => {
  await page.goto('/fr/faq');
  await keptOnDevice(page, '/fr/faq');
  // Read again, through the worker, which keeps what the page loads once idle (the notice's code and words).
  await page.goto('/fr/faq');
  await page.waitForLoadState('networkidle');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();

  await context.setOffline(true);
  await page.goto('/fr/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date());
  const notice = keptNotice(page, 'Vous êtes hors ligne. Voici la page telle que cet appareil l’a enregistrée le');
  await expect(notice).toContainText(today);

  // Back online, “Try again” asks the server: the page is the server's, and the notice is gone.
  await context.setOffline(false);
  await notice.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expect(keptNotice(page, 'hors ligne')).toHaveCount(0);
});

test('with the server slower than the wait, the kept copy shows with a notice, then the new page replaces it', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/faq');
  await keptOnDevice(page, '/faq');
  const added = question('slow');
  await addFaq(request, added);

  // The server's answer to the next navigation arrives four seconds late.
  await context.route(
    (url) => url.pathname === '/faq' && url.search === '',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto('/faq');
  await expect(keptNotice(page, 'The connection is slow. This is the page as this device saved it on')).toBeVisible();
  await expect(faqQuestion(page, added)).toHaveCount(0);

  await expect(faqQuestion(page, added)).toHaveCount(1, { timeout: 20_000 });
  await expect(keptNotice(page, 'The connection is slow')).toHaveCount(0);
});
