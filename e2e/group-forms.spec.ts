import { expect, test } from './fixtures';
import { expectToast, failApi, fillPerson, unique } from './helpers';

test.describe('group contact form', () => {
  test('sends, shows the success toast and resets', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await fillPerson(page, form, unique('contact'));
    await form.getByLabel('Message').fill('We would like to host a reading event at our school.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message Sent Successfully');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByLabel('First name')).toHaveValue('');
  });

  test("keeps the values and shows the server's message on failure", async ({ page }) => {
    await page.goto('/contact');
    const message = await failApi(page, '/educonnect/contactUs/sendMessage');
    const form = page.getByRole('form', { name: 'Contact form' });
    const email = unique('contact');
    await fillPerson(page, form, email);
    await form.getByLabel('Message').fill('Hello there');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, message);
    await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Message')).toHaveValue('Hello there');
  });

  test('names each missing field without calling the server', async ({ page }) => {
    await page.goto('/contact');
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/')) called = true;
    });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Email').blur();
    await expect(form.getByText('Email must be a valid e-mail address')).toBeVisible();
    expect(called).toBe(false);
  });
});

test('the button shows "Sending..." while the message is on its way', async ({ page }) => {
  await page.goto('/contact');
  await page.route('**/api/educonnect/contactUs/sendMessage', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const form = page.getByRole('form', { name: 'Contact form' });
  await fillPerson(page, form, unique('slow'));
  await form.getByLabel('Message').fill('Slow network');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expectToast(page, 'Message Sent Successfully');
});

test('the group newsletter says "Successfully" and clears the e-mail', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your email').fill(unique('news'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Successfully');
  await expect(form.getByLabel('Your email')).toHaveValue('');
});

test.describe('testimony form', () => {
  test('requires a website, then sends', async ({ page }) => {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { name: 'Testimony/Feedback' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Testimony/Feedback' });
    await form.getByLabel('First name').fill('Kojo');
    await form.getByLabel('Last name').fill('Asante');
    await form.getByLabel('Occupation').fill('Head teacher');
    await form.getByLabel('Your testimony or feedback').fill('Our teachers loved the bootcamp.');
    await expect(form.getByLabel('Website')).toHaveValue('');
    await expect(form.getByLabel('Website').locator('option').first()).toHaveText('Select a Website');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(/Website is required/)).toBeVisible();
    await form.getByLabel('Website').selectOption('eduafrica');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Message Sent Successfully');
    await expect(form.getByLabel('Occupation')).toHaveValue('');
  });
});

test('the newsletter names a bad e-mail, then subscribes once it is corrected', async ({ page }) => {
  await page.goto('/faq');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your email').fill('not-an-email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Email must be a valid e-mail address')).toBeVisible();
  await expect(form.getByLabel('Your email')).toHaveValue('not-an-email');
  await form.getByLabel('Your email').fill(unique('retry'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Successfully');
});
