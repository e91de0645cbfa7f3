import { expect, test } from './fixtures';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';

/*
 * What feed readers and calendar programs get, read with their own parsers: the RSS 2.0 feeds
 * of news and stories, an .ics per event, and the subscribable calendar of upcoming events.
 */

type Item = { title: string; link: string; guid: string | { '#text': string }; pubDate: string; description: string };

for (const [kind, feed, api, list] of [
  ['news', '/acn/feeds/news.xml', '/api/acn/newsAndUpdates/getUserAllNewsAndUpdates', '/acn/about/acn-news'],
  ['stories', '/acn/feeds/stories.xml', '/api/acn/story/getUserAllStories', '/acn/about/our-stories'],
] as const) {
  test(`the ${kind} feed is RSS 2.0 with one item per published post, announced by its list page`, async ({
    request,
  }) => {
    const res = await request.get(feed);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/rss+xml');
    const xml = new XMLParser({ ignoreAttributes: false }).parse(await res.text());
    expect(xml.rss['@_version']).toBe('2.0');
    const channel = xml.rss.channel;
    for (const key of ['title', 'link', 'description']) expect(channel[key]).toBeTruthy();
    const items: Item[] = [channel.item].flat().filter(Boolean);
    const published = (await (await request.get(api)).json()).data as { title: string }[];
    expect(items.map((i) => i.title).sort()).toEqual(published.map((p) => p.title).sort());
    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`${list}/[A-Za-z0-9_-]+$`));
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(item.description).toBeTruthy();
      expect(item.guid).toBeTruthy();
    }
    const html = await (await request.get(list)).text();
    const announced = /<link rel="alternate" type="application\/rss\+xml"[^>]*>/.exec(html)?.[0] ?? '';
    expect(announced).toContain(`${feed}"`);
    expect(announced).toMatch(/title="African Child Network: /);
  });
}

/**
 * The instant a seeded event's page names: its day, at the time its page says ("2:00 PM WAT": 13:00 UTC).
 * Read here on its own, from the forms the seed writes, to check the site's reading (lib/format/event-schedule.ts).
 */
function namedStart(e: { eventDate: string; eventTime: string }): string {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM) (GMT|WAT)$/.exec(e.eventTime);
  if (!m) throw new Error(`not a seeded time: ${e.eventTime}`);
  const hour = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0) - (m[4] === 'WAT' ? 1 : 0);
  return `${e.eventDate.slice(0, 10)}T${String(hour).padStart(2, '0')}:${m[2]}:00.000Z`;
}

test('each event downloads as an .ics that a calendar parser reads back at the time its page says', async ({
  request,
}) => {
  const events = (await (await request.get('/api/arewahub/events/getEvents')).json()).data as {
    eventId: string;
    eventName: string;
    eventDate: string;
    eventTime: string;
    location?: string;
  }[];
  expect(events.length).toBeGreaterThan(3);
  for (const e of events) {
    const res = await request.get(`/events/ics/${e.eventId}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/calendar');
    expect(res.headers()['content-disposition']).toBe(`attachment; filename="${e.eventId}.ics"`);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    for (const prop of ['uid', 'dtstamp', 'dtstart', 'summary', 'description', 'url'])
      expect(vevent!.getFirstPropertyValue(prop)).toBeTruthy();
    expect(event.summary).toBe(e.eventName);
    expect(event.startDate.toJSDate().toISOString(), `${e.eventName}, ${e.eventTime}`).toBe(namedStart(e));
    expect(event.startDate.zone?.tzid).toBe('UTC');
    if (e.location) expect(event.location).toBe(e.location);
    // The seed gives starts only: no end is made up.
    expect(vevent!.getFirstPropertyValue('dtend')).toBeNull();
  }
  expect((await request.get('/events/ics/NOPE0000')).status()).toBe(404);
});

test('the calendar feed holds every upcoming event, and an event page offers both calendar links', async ({
  page,
  request,
}) => {
  const upcoming = (await (await request.get('/api/arewahub/events/getFutureEvents')).json()).data as {
    eventId: string;
    eventName: string;
    eventDate: string;
    eventTime: string;
  }[];
  const feed = new ICAL.Component(ICAL.parse(await (await request.get('/events/calendar.ics')).text()));
  expect(
    feed
      .getAllSubcomponents('vevent')
      .map((v) => v.getFirstPropertyValue('summary'))
      .sort(),
  ).toEqual(upcoming.map((e) => e.eventName).sort());

  const [next] = upcoming;
  await page.goto(`/events/upcoming-event-details/${next!.eventId}`);
  await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
    'href',
    `/events/ics/${next!.eventId}`,
  );
  const google = new URL((await page.getByRole('link', { name: /^Add to Google Calendar/ }).getAttribute('href'))!);
  expect(google.hostname).toBe('calendar.google.com');
  expect(google.searchParams.get('text')).toBe(next!.eventName);
  // The Google link, the page's JSON-LD and its countdown start when the .ics does.
  const start = new Date(namedStart(next!)).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(google.searchParams.get('dates')).toBe(`${start}/${start}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'Event');
  expect(Date.parse(ld.startDate)).toBe(Date.parse(namedStart(next!)));
});
