import { expect, test } from './fixtures';
import { faqQuestion } from './helpers';

test('the FAQ accordion keeps one answer open, and the open one closes again', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: "We're here to help" })).toBeVisible();
  const first = page.locator('details', { has: faqQuestion(page, 'What is Edu Connect Africa?') });
  const second = page.locator('details', { has: faqQuestion(page, 'Where do you work?') });
  const answer = page.getByText('We operate in Ghana and Nigeria today');
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open');
  await expect(answer).toBeHidden();
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open');
  await expect(first).not.toHaveAttribute('open');
  await expect(answer).toBeVisible();
  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();
  await page.getByRole('link', { name: 'Get in Touch' }).click();
  await expect(page).toHaveURL('/contact');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the FAQ answers open one at a time from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const first = faqQuestion(page, 'What is Edu Connect Africa?');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details', { has: first })).toHaveAttribute('open');
    await faqQuestion(page, 'Where do you work?').focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('We operate in Ghana and Nigeria today')).toBeVisible();
    await expect(page.locator('details', { has: first })).not.toHaveAttribute('open');
  });
});

test('the teams page shows the members and the founder quote', async ({ page }) => {
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Ibrahim Sow' })).toBeVisible();
  await expect(page.getByRole('link', { name: /LinkedIn profile of Ibrahim Sow/ })).toHaveAttribute(
    'href',
    /linkedin\.com\/in\//,
  );
  await expect(page.locator('blockquote')).toContainText('Every child deserves to learn');
});

test('event cards show date, speakers and a description cut at 190 characters', async ({ page }) => {
  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  const past = page.getByRole('region', { name: 'Past events' });
  await expect(upcoming.getByRole('article')).toHaveCount(4);
  await expect(past.getByRole('article')).toHaveCount(4);
  const card = upcoming.getByRole('article').filter({ hasText: 'Edu Connect Africa Summit 2027' });
  await expect(card).toContainText('Adaeze Okonkwo');
  await expect(card.locator('time')).toHaveText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2}\.?, \d{4}$/);
  for (const text of await page.locator('article h3 + p').allTextContents())
    expect(text.length).toBeLessThanOrEqual(193);
  await expect(page.getByRole('heading', { name: 'About our founder' })).toBeVisible();
});

test('an upcoming event counts down each second, with register and tabs', async ({ page, request }) => {
  const [event] = (await (await request.get('/api/arewahub/events/getFutureEvents')).json()).data;
  await page.goto('/events');
  await page.getByRole('link', { name: new RegExp(`^View event.*${event.eventName}`) }).click();
  await expect(page).toHaveURL(`/events/upcoming-event-details/${event.eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.eventName);
  const seconds = page.getByTestId('countdown').locator('li').nth(3).locator('strong');
  const days = Number(await page.getByTestId('countdown').locator('li').first().locator('strong').textContent());
  expect(days).toBeGreaterThan(0);
  const before = await seconds.textContent();
  await expect(seconds).not.toHaveText(before!, { timeout: 3000 });
  await expect(page.getByRole('link', { name: /^Register/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'About the Conference' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  // The demo gallery's pictures are patterns that only decorate (alt=""), so they are counted as elements.
  await expect(page.getByRole('tabpanel').locator('img')).toHaveCount(event.eventGallery.length);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Opening address');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Speaker' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(event.speakers[0]);
});

test('the countdown shows zero once the date has passed', async ({ page, request }) => {
  const [next] = (await (await request.get('/api/arewahub/events/getFutureEvents')).json()).data;
  // The visitor's clock has moved past the start while the page was open.
  await page.clock.install({ time: Date.parse(next.eventDate) + 60_000 });
  await page.goto(`/events/upcoming-event-details/${next.eventId}`);
  await expect(page.getByTestId('countdown').locator('strong')).toHaveText(['0', '0', '0', '0']);
});

test('each event has one address, the one its date calls for', async ({ page, request }) => {
  const [next] = (await (await request.get('/api/arewahub/events/getFutureEvents')).json()).data;
  const [past] = (await (await request.get('/api/arewahub/events/getPastEvents')).json()).data;
  for (const [event, wrong, right] of [
    [next, 'past', 'upcoming'],
    [past, 'upcoming', 'past'],
  ] as const) {
    const res = await request.get(`/events/${wrong}-event-details/${event.eventId}`, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    const locations = res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'location')
      .map((h) => h.value);
    // One Location header, exactly: a client that joins repeated ones follows "/a, /a" to a 404 (proxy.ts).
    expect(locations.map((l) => new URL(l, 'http://site').pathname)).toEqual([
      `/events/${right}-event-details/${event.eventId}`,
    ]);
  }
  await page.goto(`/events/past-event-details/${next.eventId}`);
  await expect(page).toHaveURL(`/events/upcoming-event-details/${next.eventId}`);
  await expect(page.getByText('Upcoming event', { exact: true })).toBeVisible();
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    new RegExp(`/events/upcoming-event-details/${next.eventId}$`),
  );
});

test('a past event has no countdown and no register link', async ({ page, request }) => {
  const [past] = (await (await request.get('/api/arewahub/events/getPastEvents')).json()).data;
  await page.goto(`/events/past-event-details/${past.eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(past.eventName);
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Register/ })).toHaveCount(0);
});

test('an unknown event id is the 404 page', async ({ page }) => {
  const response = await page.goto('/events/upcoming-event-details/NOPE0000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
});

test('the code of conduct and bye-laws are real pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read our Code of Conduct' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code of Conduct');
  await expect(page.getByRole('heading', { name: '2. Keeping children safe' })).toBeVisible();
  await page.goto('/bye-laws');
  await expect(page.getByRole('heading', { name: '2. Membership' })).toBeVisible();
});
