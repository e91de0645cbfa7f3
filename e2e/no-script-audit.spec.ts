import { expect, type Page, test } from './fixtures';
import { expectRefused, queryDb } from './helpers';

/*
 * The site as a browser that runs no script sees it (a proxy browser such as Opera Mini's extreme mode, a
 * phone whose scripts never came): the forms, menus and controls that e2e/forms-without-scripts.spec.ts and
 * the arms' own specs do not already check that way, and two checks over many pages: no control that needs
 * a script is shown, and nothing waits for one to become visible. The other specs' no-script tests are
 * listed in the inventory of the site's forms and menus this spec completes.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ javaScriptEnabled: false });

test.describe('forms', () => {
  test("Arewa Hub's contact form is posted, stored for the arm, and says so", async ({ page }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/arewa-hub/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Hauwa');
    await form.getByLabel('Last name').fill('Bello');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill('+234 803 555 0102');
    await form.getByLabel('Message').fill('Do you ship beads to Kaduna?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/#sent-contact$/);
    await expect(page.locator('#sent-contact')).toBeVisible();
    expect(await queryDb('select arm, message from contact_messages where email = ?', email)).toEqual({
      arm: 'arewahub',
      message: 'Do you ship beads to Kaduna?',
    });
  });

  test('a testimony without its text comes back with the message, the rest kept, nothing stored', async ({ page }) => {
    const last = `Nojs${stamp()}`;
    await page.goto('/feedback');
    const form = page.getByRole('form', { name: 'Testimony/Feedback' });
    await form.getByLabel('First name').fill('Ngozi');
    await form.getByLabel('Last name').fill(last);
    await form.getByLabel('Occupation').fill('Teacher');
    await form.getByLabel('Website').selectOption('acn');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectRefused(form, {
      invalid: 'Your testimony or feedback',
      kept: { 'Last name': last, Occupation: 'Teacher', Website: 'acn' },
      stored: () => queryDb('select id from testimonies where last_name = ?', last),
    });
  });

  test('a donation request without a first name is told so beside the field, the rest kept', async ({ page }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/acn/how-to-help/donate/request');
    const form = page.getByRole('form', { name: 'Donation' });
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone number').fill('+234 803 555 0101');
    await form.getByLabel('Country').fill('Ghana');
    await form.getByRole('button', { name: 'Send donation request' }).click();
    await expectRefused(form, {
      invalid: 'First name',
      message: 'First name is required',
      kept: { Country: 'Ghana', Email: email },
      stored: () => queryDb('select id from donations where email = ?', email),
    });
    expect(page.url()).not.toContain('Okafor');
  });

  test('a partnership enquiry without its reason is told so, the rest kept', async ({ page }) => {
    const email = `nojs.${stamp()}@example.org`;
    await page.goto('/acn/partner');
    const form = page.getByRole('form', { name: 'Partnership enquiry' });
    await form.getByLabel('First name').fill('Ngozi');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expectRefused(form, {
      invalid: 'Reason for the partnership',
      kept: { 'First name': 'Ngozi', Email: email },
      stored: () => queryDb('select id from contact_messages where email = ?', email),
    });
  });

  test('the waitlist refuses an address that is not one, and keeps it', async ({ page }) => {
    await page.goto('/edu-africa/waitlist');
    const form = page.getByRole('form', { name: 'Waitlist' });
    await form.getByLabel('Email').fill('amina-at-example');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expectRefused(form, {
      invalid: 'Email',
      kept: { Email: 'amina-at-example' },
      stored: () => queryDb('select id from waitlist where email = ?', 'amina-at-example'),
    });
  });

  test('the course search box sends its query and the answer says what it found', async ({ page }) => {
    await page.goto('/edu-africa/products');
    const search = page.getByRole('search', { name: 'Courses' }).first();
    await search.getByRole('searchbox').fill('hausa');
    await search.getByRole('button').click();
    await expect(page).toHaveURL(/\/edu-africa\/products\?q=hausa$/);
    await expect(page.getByRole('heading', { name: 'Courses matching “hausa”' })).toBeVisible();
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
  async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 40) {
    for (let i = 0; i < most; i++) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`not reached in ${most} presses of Tab`);
  }

  test('the menu opens from the keyboard, and its links, the arms and the languages are reached and followed', async ({
    page,
  }) => {
    await page.goto('/acn/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const burger = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, burger);
    await page.keyboard.press('Enter');
    const news = nav.getByRole('link', { name: 'News' });
    await expect(news).toBeVisible();
    await tabTo(page, news);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/acn/about/acn-news');

    // The arm switcher, in the same panel.
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const arewa = nav.getByRole('link', { name: 'Arewa Hub (crafts, books and beads)' });
    await tabTo(page, arewa);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/arewa-hub/home');

    // The languages, in the same panel: the same page in French.
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const french = nav.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' });
    await tabTo(page, french);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fr/arewa-hub/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test("a legal page's Sections opens its list, whose links lead to their section", async ({ page }) => {
    await page.goto('/edu-africa/privacy');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const rights = nav.getByRole('link', { name: 'Your rights' });
    await expect(rights).toBeHidden();
    await nav.getByRole('link', { name: 'Sections' }).click();
    await expect(rights).toBeVisible();
    await rights.click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.locator('section#your-rights')).toBeInViewport();
  });

  test('a carousel shows every slide in a row that scrolls, its first page in place, and no control', async ({
    page,
  }) => {
    await page.goto('/edu-africa/team');
    const carousel = page.locator('section[aria-roledescription="carousel"]').first();
    const slides = carousel.locator('li[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    await expect(carousel.locator('li[aria-roledescription="slide"]:visible')).toHaveCount(count);
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^View All/i })).toHaveCount(0);
    // One card a page at this width: the first fills the row's width, the second waits to its right.
    const row = (await carousel.locator('ul').boundingBox())!;
    const first = (await slides.first().boundingBox())!;
    expect(first.x).toBeGreaterThanOrEqual(row.x);
    expect(first.x + first.width).toBeLessThanOrEqual(row.x + row.width + 1);
    expect((await slides.nth(1).boundingBox())!.x).toBeGreaterThanOrEqual(row.x + row.width);
    // The last is reached by scrolling the row.
    await slides.last().scrollIntoViewIfNeeded();
    const last = (await slides.last().boundingBox())!;
    expect(last.x).toBeGreaterThanOrEqual(row.x - 1);
    expect(last.x + last.width).toBeLessThanOrEqual(row.x + row.width + 1);
  });

  test("a product's See More shows the whole description", async ({ page }) => {
    await page.goto('/arewa-hub/products');
    const card = page.getByRole('article').filter({ hasText: 'River of Voices' });
    const line = card.getByText('Printed in Kano by Arewa Hub Press.');
    await card.scrollIntoViewIfNeeded();
    await expect(line).not.toBeInViewport();
    await card.getByRole('link', { name: 'See More' }).click();
    await expect(line).toBeInViewport();
    await expect(card.getByRole('link', { name: 'See More' })).toBeHidden();
  });

  test("an event's gallery, speakers and schedule are all shown", async ({ page, request }) => {
    const [event] = (await (await request.get('/api/arewahub/events/getFutureEvents')).json()).data;
    await page.goto(`/events/upcoming-event-details/${event.eventId}`);
    await expect(page.getByRole('tab')).toHaveCount(0);
    for (const name of ['Gallery', 'Speaker', 'Schedule'])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByText('Opening address').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Speaker', exact: true })).toContainText(event.speakers[0]);
  });

  test('the flag strip scrolls by hand to its last country, with no pause button', async ({ page }) => {
    await page.goto('/edu-africa/home');
    const strip = page.getByTestId('flag-strip');
    await expect(strip.getByRole('button')).toHaveCount(0);
    const flags = strip.locator('ul:not([aria-hidden]) > li');
    await flags.last().scrollIntoViewIfNeeded();
    await expect(flags.last()).toBeInViewport();
  });

  const PAGES = [
    '/',
    '/teams',
    '/events',
    '/faq',
    '/feedback',
    '/join-us?role=champions',
    '/edu-africa/home',
    '/edu-africa/products',
    '/edu-africa/terms',
    '/edu-africa/team',
    '/arewa-hub/home',
    '/arewa-hub/products',
    '/acn/home',
    '/acn/about',
    '/acn/how-to-help/donate',
    '/acn/about/acn-news',
    '/acn/about/acn-news/665f1a2b3c4d5e6f70810002',
    '/ha/acn/about/our-stories',
  ];

  test('no page shows a control that needs a script, or hides anything until one runs', async ({ page, request }) => {
    const [event] = (await (await request.get('/api/arewahub/events/getFutureEvents')).json()).data;
    for (const path of [...PAGES, `/events/upcoming-event-details/${event.eventId}`]) {
      await page.goto(path);
      // Shown buttons: each sends its form, opens the phone's menu (a popover) or a header dropdown (the
      // stylesheet opens it while its button has the focus); nothing else works without a script.
      const dead = await page.evaluate(() =>
        [...document.querySelectorAll('button')]
          .filter((b) => b.checkVisibility())
          .filter((b) => !(b.type === 'submit' && b.form))
          .filter((b) => !b.hasAttribute('popovertarget'))
          .filter((b) => !(b.closest('header nav') && b.getAttribute('aria-controls')))
          .map((b) => b.outerHTML.slice(0, 160)),
      );
      expect(dead, path).toEqual([]);
      // Nothing is transparent or hidden by a style that only a script would lift.
      const invisible = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => !el.closest('[aria-hidden="true"], dialog, [popover], template, .visually-hidden'))
          .filter((el) => {
            const style = getComputedStyle(el);
            return style.opacity === '0' || style.visibility === 'hidden';
          })
          .map((el) => el.outerHTML.slice(0, 160)),
      );
      expect(invisible, path).toEqual([]);
    }
  });
});
