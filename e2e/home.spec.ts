import { expect, test } from '@playwright/test';

test('the group home shows the seeded team, rendered on the server', async ({ page, request }) => {
  // The server's HTML itself holds the team, before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Adaeze Okonkwo');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Connecting learners');
  const team = page.getByRole('region', { name: 'Meet our team' });
  await expect(team.getByRole('heading', { name: 'Adaeze Okonkwo' })).toBeVisible();
  await expect(team.getByRole('listitem')).toHaveCount(6);
  await expect(team.getByRole('img', { name: 'Portrait of Kwame Boateng' })).toBeVisible();
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL('/');
});
