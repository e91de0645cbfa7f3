import { test as withoutWaiting } from '@playwright/test';
import { expect, type Locator, test } from './fixtures';
import { expectRefused, PNG_BYTES, queryDb } from './helpers';

/*
 * The public forms as a browser sends them before their scripts have run, or without scripts at all:
 * a POST to the page (never a GET with the visitor's data in the address), stored by the same code
 * path as the scripted submission; sent, the page comes back at #sent-<form> with its notice; refused,
 * the page comes back with each field's message and what was typed. The forms that live in modals
 * (donation, partnership, waitlist, order, crafts membership) open only with scripts: before, their
 * buttons lead to a page where the same form works.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Case {
  name: string;
  page: string;
  form: string;
  button: string;
  notice: string;
  fill: (form: Locator, email: string) => Promise<void>;
  /** The stored record's e-mail column, to find it. */
  stored: (email: string) => Promise<unknown>;
}

const person = async (form: Locator, email: string) => {
  await form.getByLabel('First name').fill('Ngozi');
  await form.getByLabel('Last name').fill('Adébáyọ̀');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('+234 803 555 0101');
};

const CASES: Case[] = [
  {
    name: 'the group contact form',
    page: '/contact',
    form: 'Contact form',
    button: 'Send Message',
    notice: 'Message Sent Successfully',
    fill: async (form, email) => {
      await person(form, email);
      await form.getByLabel('Message').fill('Sent before any script ran.');
    },
    stored: (email) => queryDb('select arm, message from contact_messages where email = ?', email),
  },
  {
    name: "the learning app's contact form (no toast)",
    page: '/edu-africa/contact',
    form: 'Contact form',
    button: 'Send Message',
    notice: 'Thank you: your message has been sent.',
    fill: async (form, email) => {
      await person(form, email);
      await form.getByLabel('Message').fill('A question about Hausa lessons.');
    },
    stored: (email) => queryDb('select arm from contact_messages where email = ?', email),
  },
  {
    name: 'the newsletter in the footer',
    page: '/acn/home',
    form: 'Newsletter',
    button: 'Subscribe',
    notice: '',
    fill: async (form, email) => form.getByLabel('Your email').fill(email),
    stored: (email) => queryDb('select website from subscribers where email = ?', email),
  },
  {
    name: 'the testimony form',
    page: '/feedback',
    form: 'Testimony/Feedback',
    button: 'Submit',
    notice: 'Message Sent Successfully',
    fill: async (form, email) => {
      await form.getByLabel('First name').fill('Ngozi');
      await form.getByLabel('Last name').fill(email.split('@')[0]!);
      await form.getByLabel('Occupation').fill('Teacher');
      await form.getByLabel('Website').selectOption('acn');
      await form.getByLabel('Your testimony or feedback').fill('The reading club changed our village.');
    },
    stored: (email) =>
      queryDb("select status from testimonies where last_name = ? and status = 'pending'", email.split('@')[0]),
  },
  {
    name: 'the volunteer form',
    page: '/join-us?role=volunteers',
    form: 'Become a volunteer',
    button: 'Apply as a volunteer',
    notice: 'Message Sent Successfully',
    fill: async (form, email) => {
      await person(form, email);
      await form.getByLabel('Why would you like to volunteer?').fill('To teach reading on Saturdays.');
    },
    stored: (email) => queryDb("select kind from applications where email = ? and kind = 'volunteer'", email),
  },
  {
    name: 'the member form',
    page: '/join-us?role=members',
    form: 'Become a member',
    button: 'Become a member',
    notice: 'Message Sent Successfully',
    fill: async (form, email) => {
      await person(form, email);
      await form.getByLabel('Tell us about yourself').fill('A teacher in Zaria.');
    },
    stored: (email) => queryDb("select message from applications where email = ? and kind = 'member'", email),
  },
  {
    name: 'the champion form, its commitment ticked',
    page: '/join-us?role=champions',
    form: 'Become a champion',
    button: 'Become a champion',
    notice: 'Message Sent Successfully',
    fill: async (form, email) => {
      await person(form, email);
      await form.getByLabel('Why do you want to become a champion?').fill('Every child should read.');
      await form.getByLabel('What project are you working on now?').fill('A library in Kano.');
      await form.getByLabel('Tell us about a past project').fill('A school garden.');
      await form.getByLabel('I commit to representing Edu Connect Africa positively and responsibly').check();
    },
    stored: (email) => queryDb("select is_committed from applications where email = ? and kind = 'champion'", email),
  },
];

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const c of CASES) {
    test(`${c.name} is posted, stored, and says so; nothing typed goes into an address`, async ({ page }) => {
      const email = `nojs.${stamp()}@example.org`;
      const addresses: string[] = [];
      page.on('request', (r) => addresses.push(r.url()));
      await page.goto(c.page);
      const form = page.getByRole('form', { name: c.form });
      await c.fill(form, email);
      await form.getByRole('button', { name: c.button }).click();
      await expect(page).toHaveURL(/#sent-/);
      const notice = page.locator(`[id^="sent-"]:target`);
      await expect(notice).toBeVisible();
      if (c.notice) await expect(notice).toHaveText(c.notice);
      expect(await c.stored(email), 'stored').toBeTruthy();
      for (const address of addresses) expect(decodeURIComponent(address), address).not.toContain(email.split('@')[0]);
    });
  }

  test('Make a donation leads to the donation request, which is posted and stored', async ({ page }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/acn/about');
    await page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Where your money goes' })
      .getByRole('button', { name: 'Make a donation' })
      .click();
    await expect(page).toHaveURL(/\/acn\/how-to-help\/donate\/request/);
    const form = page.getByRole('form', { name: 'Donation' });
    await form.getByLabel('Donation type').fill('Books for a school');
    await person(form, email);
    await form.getByLabel('Country').fill('Ghana');
    await form.getByRole('button', { name: 'Send donation request' }).click();
    await expect(page.locator('#sent-donation')).toBeVisible();
    expect(await queryDb('select country from donations where email = ?', email)).toEqual({ country: 'Ghana' });
  });

  test('the donation request page writes out the suggestion it is given, in its language', async ({ page }) => {
    await page.goto('/acn/how-to-help/donate/request?type=midwife');
    await expect(page.getByRole('form', { name: 'Donation' }).getByLabel('Donation type')).toHaveValue(
      '$52: train a midwife',
    );
  });

  test('Download App leads to the waitlist page, which takes the e-mail', async ({ page }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/edu-africa/home');
    await page.getByRole('button', { name: 'Download App' }).first().click();
    // A GET form with no field: the browser adds an empty query.
    await expect(page).toHaveURL(/\/edu-africa\/waitlist\??$/);
    const form = page.getByRole('form', { name: 'Waitlist' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.locator('[id^="sent-"]:target')).toHaveText(/^Thank you! You’re on the list\./);
    expect(await queryDb('select id from waitlist where email = ?', email)).toBeTruthy();
  });

  test('Partner with us leads to the partnership page, whose enquiry is posted and stored', async ({
    page,
    request,
  }) => {
    // The header's menu needs a hover or focus to open; its entry is a form that goes to the page.
    expect(await (await request.get('/acn/home')).text()).toMatch(
      /<form [^>]*action="\/acn\/partner" method="get"[^>]*><button type="submit"[^>]*>Partner with us<\/button><\/form>/,
    );
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/acn/partner');
    const form = page.getByRole('form', { name: 'Partnership enquiry' });
    await form.getByLabel('First name').fill('Ngozi');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Reason for the partnership').fill('A reading programme in Kano schools');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('#sent-enquiry')).toBeVisible();
    expect(await queryDb('select reason from contact_messages where email = ?', email)).toEqual({
      reason: 'A reading programme in Kano schools',
    });
  });

  test('Shop Now leads to the product’s order page, whose order is posted and stored with its product', async ({
    page,
  }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/arewa-hub/products');
    const shop = page.getByRole('button', { name: /^Shop Now ?: / }).first();
    const product = (await shop.textContent())!.replace(/^Shop Now: /, '');
    await shop.click();
    await expect(page).toHaveURL(/\/arewa-hub\/products\/[^/]+\/order\??$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${product}`);
    const form = page.getByRole('form', { name: 'Order' });
    await form.getByLabel('Full name').fill('Ngozi Okafor');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill('+234 803 555 0101');
    await form.getByLabel('Quantity').fill('3');
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('[id^="sent-"]:target')).toHaveText('Order Created Successfully');
    expect(
      await queryDb(
        'select o.quantity, i.product_name as product from orders o join order_items i on i.order_id = o.id where o.customer_email = ?',
        email,
      ),
    ).toEqual({ quantity: 3, product });
    // Back leads to the product.
    await form.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product);
  });

  test('an order without a quantity comes back with its message and the rest kept', async ({ page }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/arewa-hub/products');
    await page
      .getByRole('button', { name: /^Shop Now ?: / })
      .first()
      .click();
    const form = page.getByRole('form', { name: 'Order' });
    await form.getByLabel('Full name').fill('Ngozi Okafor');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill('+234 803 555 0101');
    await form.getByLabel('Quantity').fill('');
    await form.getByRole('button', { name: 'Place order' }).click();
    await expectRefused(form, {
      invalid: 'Quantity',
      kept: { 'Full name': 'Ngozi Okafor', Email: email },
      stored: () => queryDb('select id from orders where customer_email = ?', email),
    });
  });

  const craftsman = async (form: Locator, email: string) => {
    await form.getByLabel('First name').fill('Hauwa');
    await form.getByLabel('Last name').fill('Bello');
    await form.getByLabel('Mobile number').fill('+234 803 555 0102');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Location').fill('Kano');
    await form.getByLabel('Craft type').fill('Beadwork');
    await form.getByLabel('Experience level').fill('Expert');
  };

  test('Join our community leads to the crafts membership page, which takes the form and its pictures', async ({
    page,
  }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/arewa-hub/home');
    await page.getByRole('button', { name: 'Join our community' }).click();
    await expect(page).toHaveURL(/\/arewa-hub\/join\??$/);
    const form = page.getByRole('form', { name: 'Crafts membership' });
    await craftsman(form, email);
    await form
      .getByLabel('Certificate image')
      .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await form.getByLabel('Photos of your work').setInputFiles([
      { name: 'necklace.png', mimeType: 'image/png', buffer: PNG_BYTES },
      { name: 'bracelet.png', mimeType: 'image/png', buffer: PNG_BYTES },
    ]);
    await form.getByRole('button', { name: 'Join the Creative Hub' }).click();
    await expect(page.locator('[id^="sent-"]:target')).toHaveText('Membership Application Sent Successfully');
    const stored = await queryDb<{ certificate_path: string | null; artwork_paths: string }>(
      'select certificate_path, artwork_paths from craft_members where email = ?',
      email,
    );
    expect(stored?.certificate_path).toBeTruthy();
    expect(JSON.parse(stored!.artwork_paths)).toHaveLength(2);
  });

  test('a crafts membership with a picture too large comes back with its message, the text kept and the file asked for again', async ({
    page,
  }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/arewa-hub/join');
    const form = page.getByRole('form', { name: 'Crafts membership' });
    await craftsman(form, email);
    const tooLarge = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    await form
      .getByLabel('Certificate image')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge });
    await form.getByRole('button', { name: 'Join the Creative Hub' }).click();
    await expectRefused(form, {
      invalid: 'Certificate image',
      message: 'Certificate image: “huge.png” is larger than 5 MB',
      kept: { Location: 'Kano', Email: email },
      stored: () => queryDb('select id from craft_members where email = ?', email),
    });
  });

  test('a crafts membership with a file that is not a picture is told so', async ({ page }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/arewa-hub/join');
    const form = page.getByRole('form', { name: 'Crafts membership' });
    await craftsman(form, email);
    await form
      .getByLabel('Photos of your work')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await form.getByRole('button', { name: 'Join the Creative Hub' }).click();
    await expect(form.getByText('Artwork gallery: “cv.pdf” must be a JPEG, PNG or WebP image')).toBeVisible();
    expect(await queryDb('select id from craft_members where email = ?', email)).toBeUndefined();
  });

  test('a contact form with fields missing comes back with each message beside its field and what was typed kept', async ({
    page,
  }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Ngozi');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Half a message.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectRefused(form, {
      invalid: 'Last name',
      message: 'Last name is required',
      kept: { 'First name': 'Ngozi', Email: email, Message: 'Half a message.' },
      stored: () => queryDb('select id from contact_messages where email = ?', email),
    });
    await expect(form.getByText('Phone number is required')).toBeVisible();
    expect(page.url()).not.toContain(email);
  });

  test('a champion who does not tick the commitment is told so, the rest kept', async ({ page }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/join-us?role=champions');
    const form = page.getByRole('form', { name: 'Become a champion' });
    await CASES.find((c) => c.form === 'Become a champion')!.fill(form, email);
    await form.getByLabel('I commit to representing Edu Connect Africa positively and responsibly').uncheck();
    await form.getByRole('button', { name: 'Become a champion' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await expect(form.getByLabel('Why do you want to become a champion?')).toHaveValue('Every child should read.');
    expect(await queryDb('select id from applications where email = ?', email)).toBeUndefined();
  });

  test('the newsletter refuses an address that is not one, and keeps it', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Your email').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.getByLabel('Your email')).toHaveValue('not-an-address');
  });
});

// Playwright's own test: the project's page.goto would wait for the hydration this test holds back.
withoutWaiting(
  'a form sent before the page has hydrated is posted, stored, and no address of the run carries what was typed',
  async ({ page }) => {
    const email = `early.${stamp()}@example.org`;
    // Hold back every script until the form is sent: the page is what a slow phone shows first.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('request', (r) => addresses.push(r.url()));
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await person(form, email);
    await form.getByLabel('Message').fill('Tapped Send before the scripts came.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/#sent-contact$/);
    release();
    await expect(page.locator('#sent-contact')).toBeVisible();
    expect(await queryDb('select message from contact_messages where email = ?', email)).toEqual({
      message: 'Tapped Send before the scripts came.',
    });
    for (const address of addresses)
      expect(decodeURIComponent(address), address).not.toMatch(/early\.|Ngozi|555 0101|Tapped/);
  },
);
