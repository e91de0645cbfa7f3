import { expect, test } from './fixtures';
import { failApi, unique } from './helpers';

test('/edu-africa redirects permanently to its home', async ({ request }) => {
  const response = await request.get('/edu-africa', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/edu-africa/home');
});

test('the Organization menu on an arm page hides that arm and lists the group', async ({ page }) => {
  await page.goto('/edu-africa/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Organization' }).click();
  const menu = page.locator('nav[aria-label="Main"] ul ul');
  await expect(menu.getByRole('link')).toHaveText([
    'Arewa Hub (crafts, books and beads)',
    'African Child Network',
    'Edu Connect Africa',
  ]);
});

test.describe('waitlist modal', () => {
  // The dialog has no motion of its own, but the page's endless flag strip kept a busy machine drawing
  // frames that every action here waited on (16.6 s a test against 6.2 s with the strip still, under
  // two busy cores). The strip's own tests run with motion.
  test.use({ reducedMotion: 'reduce' });
  test('open, Loading..., thank-you, then closes itself after two seconds', async ({ page }) => {
    // The page's clock is ours to move, so the two seconds are checked exactly, not raced.
    await page.clock.install();
    await page.goto('/edu-africa/home');
    let posted: unknown;
    await page.route('**/api/suscribe/addSuscriber', async (route) => {
      posted = route.request().postDataJSON();
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    const dialog = page.getByRole('dialog', { name: 'Join the Edu Africa waitlist' });
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Download App' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    const email = unique('waitlist');
    await dialog.getByLabel('Email').fill(email);
    // Stop the page's clock: from here its time moves only when the test says. The pause lies ten
    // seconds ahead so that a slow machine cannot pass it before the call arrives (at one second a CI
    // run did: "Cannot fast-forward to the past"); jumping there only moves the page's sliders on.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(dialog.getByRole('button', { name: 'Loading...' })).toBeVisible();
    await expect(dialog.getByText('Thank you! You’re on the list.')).toBeVisible();
    // The page's language goes with it, for the e-mails its sender gets.
    expect(posted).toEqual({ email, website: 'eduafricawaitlist', locale: 'en' });
    await page.clock.runFor(1900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog).toBeHidden();
    // Opened again, it starts from an empty form.
    await page.getByRole('button', { name: 'Download App' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
  });

  test('Okay and Cancel close it, as do Escape and the overlay', async ({ page }) => {
    await page.goto('/edu-africa/home');
    const dialog = page.getByRole('dialog', { name: 'Join the Edu Africa waitlist' });
    const open = page.getByRole('button', { name: 'Download App' });
    await open.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await open.click();
    await page.mouse.click(5, 5); // the overlay, outside the panel
    await expect(dialog).toBeHidden();
    await open.click();
    await dialog.getByLabel('Email').fill(unique('okay'));
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect(dialog).toBeHidden();
  });

  test("a failure keeps the e-mail and shows the server's message", async ({ page }) => {
    await page.goto('/edu-africa/home');
    const message = await failApi(page, '/suscribe/addSuscriber', 500, 'Waitlist is closed for maintenance');
    await page.getByRole('button', { name: 'Download App' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Edu Africa waitlist' });
    await dialog.getByLabel('Email').fill('ama@example.com');
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('ama@example.com');
    await expect(dialog).toBeVisible();
  });
});

test.describe('home', () => {
  test('the flag strip moves and pauses on hover and with its button', async ({ page }) => {
    await page.goto('/edu-africa/home');
    const strip = page.getByTestId('flag-strip');
    await expect(strip.getByRole('img')).toHaveCount(9);
    await expect(strip.getByRole('img', { name: 'Burkina Faso' })).toBeAttached();
    const track = strip.locator('div > div').first();
    const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const a = await x();
    await page.waitForTimeout(400);
    const b = await x();
    expect(a - b).toBeGreaterThan(5); // about 50 px a second
    await strip.hover();
    const c = await x();
    await page.waitForTimeout(400);
    expect(Math.abs((await x()) - c)).toBeLessThan(1);
    await page.mouse.move(0, 0);
    await strip.getByRole('button', { name: /Pause/ }).click();
    await page.mouse.move(0, 0);
    const d = await x();
    await page.waitForTimeout(400);
    expect(Math.abs((await x()) - d)).toBeLessThan(1);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the flags stand still', async ({ page }) => {
      await page.goto('/edu-africa/home');
      const track = page.getByTestId('flag-strip').locator('div > div').first();
      await expect(track).toHaveCSS('animation-name', 'none');
    });
  });

  test('the unlock cards are a grid of three above 500 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/edu-africa/home');
    const carousel = page.getByRole('region', { name: 'What Edu Africa offers' });
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveText([
      'AI-driven learning',
      'African culture and heritage',
      'Certificates',
    ]);
    await expect(carousel.getByRole('button', { name: 'Next' })).toHaveCount(0);
  });

  test('under 500 px they are a carousel with previous and next that wraps', async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 900 });
    await page.goto('/edu-africa/home');
    const carousel = page.getByRole('region', { name: 'What Edu Africa offers' });
    const visible = carousel.getByRole('heading', { level: 3 });
    await carousel.hover(); // pauses any automatic turn while the buttons are checked
    await expect(visible).toHaveText(['AI-driven learning']);
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(visible).toHaveText(['African culture and heritage']);
    await carousel.getByRole('button', { name: 'Previous' }).click();
    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect(visible).toHaveText(['Certificates']);
  });

  test('the testimonial slider wraps, shows five stars, and moves on by itself', async ({ page }) => {
    await page.goto('/edu-africa/home');
    const slider = page.getByRole('region', { name: 'Testimonials' });
    const quote = slider.locator('blockquote:visible');
    await expect(quote).toHaveCount(1);
    await expect(slider.getByLabel('Rated 5 out of 5').and(page.locator(':visible'))).toHaveText('★★★★★');
    // Hovering pauses it, so that it cannot move on by itself between reading a quote and pressing a button.
    await slider.hover();
    const first = await quote.textContent();
    await slider.getByRole('button', { name: 'Previous' }).click();
    await expect(quote).not.toHaveText(first!);
    await slider.getByRole('button', { name: 'Next' }).click();
    await expect(quote).toHaveText(first!);
    await page.mouse.move(0, 0);
    // Hover and focus pause it: move away and let go of the focused button.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(quote).not.toHaveText(first!, { timeout: 7000 });
  });

  test('the call to action shows both store badges, as notices rather than links, and the free-trial claim', async ({
    page,
  }) => {
    await page.goto('/edu-africa/home');
    const cta = page.getByRole('region', { name: 'Start learning on your phone' });
    for (const store of ['Coming soon on the App Store', 'Coming soon on Google Play']) {
      await expect(cta.getByText(store, { exact: true })).toBeVisible();
      await expect(cta.getByRole('link', { name: store })).toHaveCount(0);
      expect(await cta.getByText(store, { exact: true }).evaluate((el) => getComputedStyle(el).borderStyle)).toBe(
        'dashed',
      );
    }
    await expect(page.getByText(/free for 30 days on mobile/)).toBeVisible();
  });

  test('the store badges speak the page’s language', async ({ page }) => {
    await page.goto('/fr/edu-africa/home');
    await expect(page.getByText('Coming soon on the App Store')).toHaveCount(0);
    await page.goto('/ha/edu-africa/home');
    await expect(page.getByText('Coming soon on Google Play')).toHaveCount(0);
  });
});

test('Find Courses searches the catalogue, with the query in the address', async ({ page }) => {
  await page.goto('/edu-africa/home');
  await page.getByRole('search', { name: 'Courses' }).getByRole('searchbox').fill('hausa');
  await page.getByRole('button', { name: 'Find Courses' }).click();
  await expect(page).toHaveURL(/\/edu-africa\/products\?q=hausa/);
  const results = page.getByRole('region', { name: /Courses matching/ });
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Hausa for Beginners']);
  await page.goto('/edu-africa/products?q=african%20culture');
  await expect(page.getByRole('region', { name: /Courses matching/ }).getByRole('heading', { level: 3 })).toHaveText([
    'Yoruba Through Stories',
    'Festivals of West Africa',
  ]);
  await page.goto('/edu-africa/products?q=klingon');
  await expect(page.getByRole('status').filter({ hasText: 'No courses match “klingon”' })).toBeVisible();
  await page.getByRole('link', { name: 'python' }).click();
  await expect(page).toHaveURL(/q=python/);
  await expect(page.getByRole('region', { name: /Courses matching/ }).getByRole('heading', { level: 3 })).toHaveText([
    'Python from Zero',
  ]);
});

test('the courses page has the topics, popular searches and journey banner', async ({ page }) => {
  await page.goto('/edu-africa/products');
  for (const tag of ['African Languages', 'African Culture', 'African Ethnicity'])
    await expect(page.getByRole('link', { name: tag, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'cybersecurity', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular courses' }).getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Start your learning journey' })).toBeVisible();
});

for (const [width, perSlide] of [
  [1280, 3],
  [768, 1],
] as const) {
  test(`the team slider shows ${perSlide} a slide at ${width} px, and View All shows everyone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/edu-africa/team');
    const slider = page.getByRole('region', { name: 'Team members' });
    await expect(slider.getByRole('article')).toHaveCount(perSlide);
    await slider.getByRole('button', { name: 'Next' }).click();
    await expect(slider.getByRole('article')).toHaveCount(perSlide);
    await page.getByRole('button', { name: 'View All' }).click();
    await expect(page.getByRole('list', { name: 'The whole team' }).getByRole('article')).toHaveCount(6);
  });
}

test.describe('contact', () => {
  test('resets with no toast on success, and shows the e-mail address', async ({ page }) => {
    await page.goto('/edu-africa/contact');
    await expect(page.getByRole('link', { name: 'eduafrica@educonnectafrica.org' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Efua');
    await form.getByLabel('Last name').fill('Asante');
    await form.getByLabel('Email').fill(unique('ea'));
    await form.getByLabel('Phone number').fill('0244123456');
    await form.getByLabel('Message').fill('When does the Twi course start?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('still shows the error on failure', async ({ page }) => {
    await page.goto('/edu-africa/contact');
    const message = await failApi(page, '/eduafrica/contactUs/sendMessage');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Efua');
    await form.getByLabel('Last name').fill('Asante');
    await form.getByLabel('Email').fill('efua@example.com');
    await form.getByLabel('Phone number').fill('0244123456');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });
});

test('the terms side navigation scrolls to a section and highlights the one in view', async ({ page }) => {
  await page.goto('/edu-africa/terms');
  await expect(page.getByText('Effective January 1, 2025. Last updated August 1, 2025.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Acceptance of these terms' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await nav.getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/#payments$/);
  await expect(page.getByRole('heading', { name: '6. Payments' })).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'location');
  // Scrolling by hand moves the highlight too.
  await page.locator('section#law').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(nav.getByRole('link', { name: 'Governing law' })).toHaveAttribute('aria-current', 'location');
  await expect(nav.getByRole('link', { name: 'Payments' })).not.toHaveAttribute('aria-current', 'location');
  await expect(page.getByText(/at least 18 years old/)).toBeAttached();
  await expect(page.getByText(/laws of the Republic of Ghana/)).toBeAttached();
});

test('the terms and the privacy policy read in French and Hausa, with the same anchors and dates in that language', async ({
  page,
}) => {
  await page.goto('/fr/edu-africa/terms');
  await expect(page.locator('main')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
  await expect(
    page.getByText('Entrée en vigueur\u00a0: 1 janvier 2025. Dernière mise à jour\u00a0: 1 août 2025.'),
  ).toBeVisible();
  const rubriques = page.getByRole('navigation', { name: 'Rubriques' });
  await rubriques.getByRole('link', { name: 'Paiements' }).click();
  await expect(page).toHaveURL(/\/fr\/edu-africa\/terms#payments$/);
  await expect(page.getByRole('heading', { name: '6. Paiements' })).toBeInViewport();
  await expect(page.locator('section#law')).toContainText('République du Ghana');

  await page.goto('/ha/edu-africa/privacy');
  await expect(page.locator('main')).toHaveAttribute('lang', 'ha');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manufar kare sirri');
  await expect(page.getByText('Ranar fara aiki: 1 Janairu, 2025. An sabunta a ƙarshe: 1 Agusta, 2025.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Sassa' }).getByRole('link', { name: 'Haƙƙoƙinku' }).click();
  await expect(page).toHaveURL(/\/ha\/edu-africa\/privacy#your-rights$/);
  await expect(page.locator('section#your-rights')).toContainText('Hukumar Kare Bayanai ta Ghana');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the terms navigation folds away above the text', async ({ page }) => {
    await page.goto('/edu-africa/privacy');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Your rights' })).toBeHidden();
    await nav.getByRole('button', { name: 'Sections' }).click();
    await nav.getByRole('link', { name: 'Your rights' }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(nav.getByRole('link', { name: 'Your rights' })).toBeHidden();
  });
});
