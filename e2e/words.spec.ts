import { expect, type Page, test } from './fixtures';

/*
 * What a French or a Hausa reader sees where the words depend on the code (issue 60): the language links
 * keep the page's chosen form, and money is written as each language writes it, from numbers.
 */

// Wide enough for the group's French and Hausa header to hold its language links in one row (below it they
// are in the phone's menu: e2e/header-fit.spec.ts).
test.use({ viewport: { width: 1600, height: 900 } });

const languages = (page: Page) => page.getByRole('navigation', { name: /^(Language|Langue|Harshe)$/ }).first();

test('switching /ha/join-us?role=volunteers to French keeps the volunteers’ form open', async ({ page }) => {
  await page.goto('/ha/join-us?role=volunteers');
  await expect(
    page.getByRole('heading', { name: 'Ku shiga a matsayin ɗaya daga cikin masu aikin sa-kai namu' }),
  ).toBeVisible();
  await expect(page.getByText('’yan sa-kai')).toHaveCount(0);
  await languages(page).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr/join-us?role=volunteers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Rejoignez-nous comme bénévole' })).toBeVisible();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('/ha/join-us?role=volunteers links to the French volunteers’ form', async ({ page }) => {
    await page.goto('/ha/join-us?role=volunteers');
    await languages(page).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/fr/join-us?role=volunteers');
    await expect(page.getByRole('heading', { name: 'Rejoignez-nous comme bénévole' })).toBeVisible();
  });
});

test('a role chosen on the page is kept too, and a page without a query gains none', async ({ page }) => {
  await page.goto('/fr/join-us');
  await page.getByRole('link', { name: /^Membres/ }).click();
  await expect(page.getByRole('heading', { name: 'Rejoignez-nous comme membre' })).toBeVisible();
  await languages(page).getByRole('link', { name: 'Hausa' }).click();
  await expect(page).toHaveURL('/ha/join-us?role=members');
  await expect(page.getByRole('heading', { name: 'Ku shiga a matsayin ɗaya daga cikin membobinmu' })).toBeVisible();

  await page.goto('/ha/acn/about');
  await languages(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/acn/about');
});

test('/fr/acn/home writes the amounts as French writes dollars, never “$25”', async ({ page }) => {
  await page.goto('/fr/acn/home');
  // What the page reads (its payload for React holds "$25"-like references of its own).
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\$\d/);
  expect(text).not.toContain('\u202f');
  await expect(
    page.getByText(
      'Avec 25\u00a0$US, vous offrez une lampe solaire et un chargeur. Avec 52\u00a0$US, vous formez une sage-femme.',
      { exact: false },
    ),
  ).toBeVisible();
});

test('the French donate page writes its amounts and suggestions in French, the English page as before', async ({
  page,
}) => {
  await page.goto('/fr/acn/how-to-help/donate');
  const impact = page.locator('main ul').filter({ hasText: 'sage-femme' }).first();
  await expect(impact.locator('strong')).toHaveText(['52\u00a0$US', '25\u00a0$US', '110\u00a0$US']);
  // The card leads to the giving form, its amount chosen; the request writes its suggestion in French.
  await page.getByRole('link', { name: 'Donner 52\u00a0$US maintenant' }).click();
  await expect(page).toHaveURL(/#give-midwife$/);
  await page.goto('/fr/acn/how-to-help/donate/request?type=midwife');
  await expect(page.getByLabel('Type de don')).toHaveValue('52\u00a0$US\u00a0: former une sage-femme');

  await page.goto('/acn/how-to-help/donate');
  await expect(page.getByRole('link', { name: 'Donate $52 now' })).toBeVisible();
});

test('an event’s time reads « 9 h 00 » in French and its label is « Date »', async ({ page }) => {
  await page.goto('/fr/events');
  await page
    .getByRole('link', { name: /Voir l’événement/ })
    .first()
    .click();
  const facts = page.locator('main dl').first();
  await expect(facts.getByText('Date', { exact: true })).toBeVisible();
  await expect(facts.locator('dd').nth(2)).toHaveText(
    /^\d{1,2}\u00a0h\u00a0\d{2}( – \d{1,2}\u00a0h\u00a0\d{2})?\u00a0[A-Z]{3}/,
  );
});
