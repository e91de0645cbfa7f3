import { expect, test, type Locator } from './fixtures';
import { expectToast, failApi, faqQuestion, PNG_BYTES, queryDb, unique } from './helpers';

test('/arewa-hub redirects permanently to its home', async ({ request }) => {
  const response = await request.get('/arewa-hub', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/arewa-hub/home');
});

test('books and beads are grids at 1280 px, every product shown, one currency a group', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/arewa-hub/products');
  for (const [name, first] of [
    ['Our Books', 'River of Voices'],
    ['Our Beads', 'Sahel Sunset Necklace'],
  ] as const) {
    const shelf = page.getByRole('region', { name });
    await expect(shelf.getByRole('heading', { name: first })).toBeVisible();
    const cards = shelf.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(8);
    await expect(shelf.locator('article:visible')).toHaveCount(await cards.count());
    await expect(shelf.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
    const groups = shelf.locator('ul[aria-label]');
    for (const group of await groups.all()) {
      const prices = await group.getByText(/^[A-Z]{3} [\d,.]+$/).allTextContents();
      expect(new Set(prices.map((price) => price.slice(0, 3))).size, name).toBe(1);
    }
    // Groups of more than one currency are each named by theirs.
    if ((await groups.count()) > 1)
      await expect(shelf.getByRole('heading', { level: 3, name: /^Prices in .+ \([A-Z]{3}\)$/ })).toHaveCount(
        await groups.count(),
      );
  }
  await expect(page.getByText('NGN 4,500', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Availability: ebook and paperback').first()).toBeVisible();
});

test('on a phone the catalogue is one card a row, wide enough to read', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/arewa-hub/products');
  const cards = page.getByRole('region', { name: 'Our Books' }).getByRole('article');
  const first = (await cards.nth(0).boundingBox())!;
  const second = (await cards.nth(1).boundingBox())!;
  expect(first.width).toBeGreaterThan(300);
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
});

test('a description opens with See More and closes with See Less', async ({ page }) => {
  await page.goto('/arewa-hub/products');
  const card = page.getByRole('article').filter({ hasText: 'River of Voices' });
  const toggle = card.getByRole('button', { name: 'See More' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(card.getByRole('button', { name: 'See Less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText('Printed in Kano by Arewa Hub Press.')).toBeVisible();
  await card.getByRole('button', { name: 'See Less' }).click();
  await expect(card.getByRole('button', { name: 'See More' })).toBeVisible();
});

test.describe('order modal', () => {
  test('Shop Now opens it for the product, and Back closes it', async ({ page }) => {
    await page.goto('/arewa-hub/products');
    await page.getByRole('button', { name: /^Shop Now\s?: Hausa First Words$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Hausa First Words' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Enter a working Whatsapp Number')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a successful order shows the toast, resets, and is stored with the server’s price', async ({ page }) => {
    await page.goto('/arewa-hub/products');
    await page.getByRole('button', { name: /^Shop Now\s?: Hausa First Words$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Hausa First Words' });
    const email = unique('order');
    await dialog.getByLabel('Full name').fill('Musa Danjuma');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone number').fill('+234 803 123 4567');
    await dialog.getByLabel('Quantity').fill('3');
    await expect(dialog.getByText('Total: NGN 9,000')).toBeVisible();
    await dialog.getByLabel('Quantity').fill('abc');
    await expect(dialog.getByText('Enter a whole number from 1 to 1,000 to see the total')).toBeVisible();
    await dialog.getByLabel('Quantity').fill('3');
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await expectToast(page, 'Order Created Successfully');
    await expect(dialog.getByLabel('Full name')).toHaveValue('');
    const order = await queryDb<{ amount_minor: number; currency: string; quantity: number }>(
      'select amount_minor, currency, quantity from orders where customer_email = ?',
      email,
    );
    expect(order).toEqual({ amount_minor: 900000, currency: 'NGN', quantity: 3 });
  });

  test('a refused order keeps what was typed and shows why', async ({ page }) => {
    await page.goto('/arewa-hub/products');
    const message = await failApi(page, '/arewahub/orders/newOrder', 400, 'Hausa First Words is no longer available');
    await page.getByRole('button', { name: /^Shop Now\s?: Hausa First Words$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Hausa First Words' });
    await dialog.getByLabel('Full name').fill('Musa Danjuma');
    await dialog.getByLabel('Email').fill('musa@example.com');
    await dialog.getByLabel('Phone number').fill('+234 803 123 4567');
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await expectToast(page, message);
    await expect(dialog.getByLabel('Full name')).toHaveValue('Musa Danjuma');
    await expect(dialog.getByLabel('Quantity')).toHaveValue('2');
  });

  test('a quantity over 1,000 is refused before sending', async ({ page }) => {
    await page.goto('/arewa-hub/products');
    await page.getByRole('button', { name: /^Shop Now\s?: Kente Bracelet Set$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Kente Bracelet Set' });
    await dialog.getByLabel('Quantity').fill('1001');
    await dialog.getByRole('button', { name: 'Place order' }).click();
    await expect(dialog.getByText('Quantity must be a whole number from 1 to 1,000')).toBeVisible();
  });
});

test.describe('crafts membership', () => {
  const fill = async (dialog: Locator, email: string) => {
    await dialog.getByLabel('First name').fill('Zulaihat');
    await dialog.getByLabel('Last name').fill('Ahmed');
    await dialog.getByLabel('Mobile number').fill('+234 803 555 0101');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Location').fill('Zaria');
    await dialog.getByLabel('Business name').fill('Zulai Beads');
    await dialog.getByLabel('Craft type').fill('Beadwork');
    await dialog.getByLabel('Experience level').fill('Intermediate');
  };

  test('joins without a file', async ({ page }) => {
    await page.goto('/arewa-hub/home');
    await expect(page.getByRole('heading', { name: 'The Creative Hub' })).toBeVisible();
    await page.getByRole('button', { name: 'Join our community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Creative Hub' });
    const email = unique('craft');
    await fill(dialog, email);
    await dialog.getByRole('button', { name: 'Join the Creative Hub' }).click();
    await expectToast(page, 'Membership Application Sent Successfully');
    await expect(dialog).toBeHidden();
    expect(await queryDb('select business_name, certificate_path from craft_members where email = ?', email)).toEqual({
      business_name: 'Zulai Beads',
      certificate_path: null,
    });
  });

  test('joins with a certificate and artwork, and refuses a file that is not an image', async ({ page }) => {
    await page.goto('/arewa-hub/home');
    await page.getByRole('button', { name: 'Become a member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Creative Hub' });
    const email = unique('craftfile');
    await fill(dialog, email);
    await dialog
      .getByLabel('Certificate image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByRole('button', { name: 'Join the Creative Hub' }).click();
    await expect(dialog.getByText('Certificate image: “notes.txt” must be a JPEG, PNG or WebP image')).toBeVisible();
    await dialog
      .getByLabel('Certificate image')
      .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await dialog.getByLabel('Photos of your work').setInputFiles([
      { name: 'necklace.png', mimeType: 'image/png', buffer: PNG_BYTES },
      { name: 'bracelet.png', mimeType: 'image/png', buffer: PNG_BYTES },
    ]);
    await dialog.getByRole('button', { name: 'Join the Creative Hub' }).click();
    await expectToast(page, 'Membership Application Sent Successfully');
    const row = await queryDb<{ certificate_path: string; artwork_paths: string }>(
      'select certificate_path, artwork_paths from craft_members where email = ?',
      email,
    );
    expect(row?.certificate_path).toMatch(/^uploads\/.+\.png$/);
    expect(JSON.parse(row!.artwork_paths)).toHaveLength(2);
  });
});

test.describe('contact', () => {
  test('sends with "Message Submitted Successfully"', async ({ page }) => {
    await page.goto('/arewa-hub/home');
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL('/arewa-hub/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Audu');
    await form.getByLabel('Email').fill(unique('ahc'));
    await form.getByLabel('Phone number').fill('08031234567');
    await form.getByLabel('Message').fill('Do you deliver to Abuja?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message Submitted Successfully');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('keeps the message on failure', async ({ page }) => {
    await page.goto('/arewa-hub/contact');
    const message = await failApi(page, '/arewaHub/contactUs/sendMessage');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Audu');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Phone number').fill('08031234567');
    await form.getByLabel('Message').fill('Do you deliver to Abuja?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, message);
    await expect(form.getByLabel('Message')).toHaveValue('Do you deliver to Abuja?');
  });
});

test('home, about and team show FAQ, testimonies, team preview and values', async ({ page }) => {
  await page.goto('/arewa-hub/home');
  await faqQuestion(page, 'How do I order a book or beads?').click();
  await expect(page.getByText(/working WhatsApp number/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Testimonies' }).locator('blockquote:visible')).toHaveCount(1);
  await page.goto('/arewa-hub/about');
  await expect(page.getByRole('heading', { name: 'Our vision' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meet the team' }).getByRole('article')).toHaveCount(4);
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL('/arewa-hub/team');
  await expect(page.getByRole('region', { name: 'Team members' }).getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Our values' }).getByRole('listitem')).toHaveCount(6);
});

test.describe('before any script runs, on a 400 px phone', () => {
  test.use({ viewport: { width: 400, height: 900 }, javaScriptEnabled: false });
  test('the server HTML already shows the whole catalogue, one card a row, with no control that needs a script', async ({
    page,
  }) => {
    await page.goto('/arewa-hub/products');
    const books = page.getByRole('region', { name: 'Our Books' });
    const cards = books.getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(books.locator('article:visible')).toHaveCount(10);
    await expect(books.getByRole('button', { name: /^(Pause|Play|Previous|Next|Page \d)/ })).toHaveCount(0);
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  });
});
