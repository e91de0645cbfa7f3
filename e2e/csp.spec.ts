import { expect, test } from './fixtures';

/* Nothing the site runs breaks its own Content-Security-Policy: not the pages, not the forms' validation. */

const PAGES = [
  '/',
  '/contact',
  '/join-us?role=volunteers',
  '/acn/how-to-help/donate',
  '/arewa-hub/products',
  '/edu-africa/home',
];

for (const path of PAGES) {
  test(`${path} runs nothing its Content-Security-Policy refuses, forms included`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      );
    });
    await page.goto(path);
    // Validate a form the way a visitor does: the newsletter's real form loads on focus, then checks what was typed.
    const email = page.getByRole('form', { name: 'Newsletter' }).getByLabel('Your email');
    if ((await email.count()) > 0) {
      await email.focus();
      await email.fill('not an e-mail');
      await page.getByRole('form', { name: 'Newsletter' }).getByRole('button', { name: 'Subscribe' }).click();
      await expect(
        page.getByRole('form', { name: 'Newsletter' }).getByText('Email must be a valid e-mail address'),
      ).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
}
