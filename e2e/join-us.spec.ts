import { expect, test } from './fixtures';
import { expectToast, failApi, fillPerson, unique } from './helpers';

test('a card is selected and deselected, showing and hiding its form, and the address follows', async ({ page }) => {
  await page.goto('/join-us');
  const volunteers = page.getByRole('link', { name: /^Volunteers/ });
  await expect(volunteers).not.toHaveAttribute('aria-current', 'true');
  await volunteers.click();
  await expect(volunteers).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('form', { name: 'Become a volunteer' })).toBeVisible();
  await expect(page).toHaveURL('/join-us?role=volunteers');
  await page.getByRole('link', { name: /^Members/ }).click();
  await expect(volunteers).not.toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('form', { name: 'Become a member' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Become a volunteer' })).toHaveCount(0);
  await page.getByRole('link', { name: /^Members/ }).click();
  await expect(page.getByRole('form')).toHaveCount(1); // only the footer's newsletter form is left
  await expect(page).toHaveURL('/join-us');
});

test.describe('on a phone on slow mobile data', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('a tap on a card of a page left idle shows its form at once, never the loading line', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    // Slow 4G as Lighthouse models it, and a phone's slower processor.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/join-us');
    await page.waitForLoadState('networkidle');
    // Whether the form's placeholder is ever shown, however briefly.
    await page.evaluate(() => {
      const seen = window as typeof window & { loadingShown?: boolean };
      seen.loadingShown = false;
      // In the form's place, not in the page's data (whose scripts carry the words too).
      new MutationObserver(
        () =>
          (seen.loadingShown ||=
            document.getElementById('join-form')?.textContent?.includes('Loading the form') ?? false),
      ).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.getByRole('link', { name: /^Volunteers/ }).tap();
    await expect(page.getByRole('form', { name: 'Become a volunteer' }).getByLabel('First name')).toBeEditable();
    expect(await page.evaluate(() => (window as typeof window & { loadingShown?: boolean }).loadingShown)).toBe(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cards are links and the server renders the chosen form', async ({ page, request }) => {
    const html = await (await request.get('/join-us?role=volunteers')).text();
    for (const field of ['First name', 'Last name', 'Email', 'Phone number', 'Why would you like to volunteer?'])
      expect(html).toContain(field);
    await page.goto('/join-us');
    await page.getByRole('link', { name: /^Champions/ }).click();
    await expect(page).toHaveURL('/join-us?role=champions');
    await expect(page.getByRole('form', { name: 'Become a champion' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Champions/ })).toHaveAttribute('aria-current', 'true');
  });
});

test('a volunteer applies without a skill; with the service down the form says so and keeps the values', async ({
  page,
}) => {
  await page.goto('/join-us?role=volunteers');
  const form = page.getByRole('form', { name: 'Become a volunteer' });
  const email = unique('volunteer');
  await fillPerson(page, form, email);
  await form.getByLabel('Why would you like to volunteer?').fill('I tutor maths on Saturdays.');
  await form.getByRole('button', { name: 'Apply as a volunteer' }).click();
  await expectToast(page, 'Message Sent Successfully');
  await expect(form.getByLabel('Email')).toHaveValue('');

  // The admin server is down: the form says so and keeps every value.
  await failApi(page, '/educonnect/volunteer/becomeAVolunteer', 503, 'The service is unavailable, please try again');
  await fillPerson(page, form, email);
  await form.getByLabel('Why would you like to volunteer?').fill('Again');
  await form.getByRole('button', { name: 'Apply as a volunteer' }).click();
  await expectToast(page, 'The service is unavailable, please try again');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Why would you like to volunteer?')).toHaveValue('Again');
});

test('a member applies; the agreement box is shown and not enforced', async ({ page }) => {
  await page.goto('/join-us?role=members');
  const form = page.getByRole('form', { name: 'Become a member' });
  await fillPerson(page, form, unique('member'));
  await form.getByLabel('Tell us about yourself').fill('Parent and teacher in Tamale.');
  await expect(form.getByLabel('I understand and agree to abide by the mission and values')).not.toBeChecked();
  await form.getByRole('button', { name: 'Become a member' }).click();
  await expectToast(page, 'Message Sent Successfully');
});

test('a champion who has not committed is blocked with no request sent', async ({ page }) => {
  await page.goto('/join-us?role=champions');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r.url());
  });
  const form = page.getByRole('form', { name: 'Become a champion' });
  await fillPerson(page, form, unique('champion'));
  await form.getByLabel('Why do you want to become a champion?').fill('To start a reading club.');
  await form.getByLabel('What project are you working on now?').fill('Homework club');
  await form.getByLabel('Tell us about a past project').fill('Book drive');
  await form.getByRole('button', { name: 'Become a champion' }).click();
  await expectToast(page, 'You must commit to representing Edu Connect Africa positively and responsibly.');
  expect(calls).toEqual([]);

  await form.getByLabel(/I commit to representing/).check();
  await form.getByRole('button', { name: 'Become a champion' }).click();
  await expectToast(page, 'Message Sent Successfully');
  expect(calls.some((u) => u.endsWith('/api/educonnect/champion/becomeAChampion'))).toBe(true);
});
