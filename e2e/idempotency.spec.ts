import { expect, test } from './fixtures';
import { expectToast, fillPerson, queryDb, unique } from './helpers';

/*
 * A submission sent again is stored once (lib/api/idempotency.ts): the scripted form sends the same
 * Idempotency-Key with every retry of the same values, and the server answers a retry whose first copy
 * it stored with that copy's reply; a form posted twice without scripts is one submission too.
 */

const ROUTE = '**/api/educonnect/contactUs/sendMessage';
const stored = async (email: string) =>
  (await queryDb<{ n: number }>('select cast(count(*) as integer) as n from contact_messages where email = ?', email))
    ?.n;

test('a message whose reply was lost is stored once when sent again, and a new one after that', async ({ page }) => {
  await page.goto('/contact');
  const keys: (string | undefined)[] = [];
  let lose = true;
  await page.route(ROUTE, async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (!lose) return route.continue();
    // The server gets the message and stores it; its reply never reaches the phone.
    lose = false;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  const form = page.getByRole('form', { name: 'Contact form' });
  const email = unique('lost-reply');
  const fill = async () => {
    await fillPerson(page, form, email);
    await form.getByLabel('Message').fill('Sent over a connection that dropped.');
  };
  await fill();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(email);
  expect(await stored(email)).toBe(1);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent Successfully');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await stored(email)).toBe(1);

  // Stored: the same words sent again are a new message, under a new key.
  await fill();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => stored(email)).toBe(2);
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the same message posted again (sent, then back and sent again) is stored once', async ({ page }) => {
    const email = unique('nojs-twice');
    for (let i = 0; i < 2; i++) {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact form' });
      await fillPerson(page, form, email);
      await form.getByLabel('Message').fill('Did my message go? Sending it again.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/#sent-contact$/);
    }
    expect(await stored(email)).toBe(1);
  });
});
