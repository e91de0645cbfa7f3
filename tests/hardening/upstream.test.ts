import { type AppProcess, startServer } from '../contract/server';
import { type Relay, type RelayMode, startRelay } from './relay';

/*
 * The second mode on a bad day. Each failure (a closed port, a server slower than the timeout, a
 * gateway answering 200 with HTML) gets its own app, with its own copy of the build, in front of a
 * relay to a real admin server. Pages render once while it is healthy; then it fails, the pages
 * go stale, and they must keep their content, while nothing showing an error state is ever sent
 * for shared caches to keep.
 */

jest.setTimeout(240_000);

const FAILURES: Exclude<RelayMode, 'healthy'>[] = ['dead', 'slow', 'garbage'];
const PAGES: [string, string][] = [
  ['/teams', 'Adaeze'],
  ['/events', 'Edu Connect Africa Summit 2027'],
  ['/acn/about/acn-news/665f1a2b3c4d5e6f70810002', 'Midwife training graduates its third class in Sokoto'],
  ['/events/upcoming-event-details/EVT00002', 'Arewa Hub Reading Festival'],
];
const ERROR_STATES = /Something went wrong|Try again Later|Error Fetching/;
const UNAVAILABLE = 'The service is unavailable, please try again';

let origin: AppProcess;
const setups: { failure: RelayMode; relay: Relay; app: AppProcess }[] = [];

beforeAll(async () => {
  origin = await startServer();
  for (const failure of FAILURES) {
    const relay = await startRelay(origin.api);
    const app = await startServer({ adminApiUrl: relay.api, ownBuild: true, env: { API_TIMEOUT_MS: '1500' } });
    setups.push({ failure, relay, app });
  }
});

afterAll(async () => {
  for (const { relay, app } of setups) {
    await app.stop();
    await relay.close();
  }
  await origin?.stop();
});

/**
 * A page as a visitor sees it: its markup without its scripts, whose RSC payload carries words a page only
 * shows when something fails (the error page's, handed down by the layout).
 */
async function get(app: AppProcess, path: string) {
  const res = await fetch(app.origin + path, { signal: AbortSignal.timeout(20_000) });
  const html = (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return { status: res.status, cache: res.headers.get('cache-control') ?? '', html };
}

/** Whatever a page shows, an error state is never handed to shared caches. */
function expectNoCachedError(page: { cache: string; html: string }) {
  if (ERROR_STATES.test(page.html) || page.html.includes('Unexpected Application Error'))
    expect(page.cache).not.toMatch(/s-maxage/);
}

it('keeps serving the last good page through a dead, a slow and a garbage upstream', async () => {
  for (const { app } of setups) {
    for (const [path, content] of PAGES) {
      const page = await get(app, path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(page.html).toContain(content);
    }
  }

  for (const { relay } of setups) await relay.setMode(setups.find((s) => s.relay === relay)!.failure);

  for (const { failure, app } of setups) {
    // A form sent now is answered within the timeout, as JSON the form can show.
    const res = await fetch(app.api + '/educonnect/contactUs/sendMessage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ama',
        lastName: 'Mensah',
        email: 'ama@example.com',
        phoneNumber: '+233 20 123 4567',
        message: 'Hello',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    expect({ failure, status: res.status }).toEqual({ failure, status: expect.any(Number) });
    expect([502, 503, 504]).toContain(res.status);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ success: false, data: UNAVAILABLE });

    // A page the build did not render (an item published since) has nothing good to fall back on: it is
    // answered as a server error, and nothing is cached.
    const fresh = await get(app, '/acn/about/acn-news/665f1a2b3c4d5e6f70810099');
    expect({ failure, status: fresh.status }).toEqual({ failure, status: 500 });
    expect(fresh.cache).not.toMatch(/s-maxage/);
  }

  // Let every page and every cached read go stale, so the next requests try the upstream again.
  await new Promise((r) => setTimeout(r, 62_000));

  for (const { failure, app } of setups) {
    for (const [path, content] of PAGES) {
      for (let round = 0; round < 2; round++) {
        const page = await get(app, path);
        expectNoCachedError(page);
        expect({ failure, path, round, status: page.status, kept: page.html.includes(content) }).toEqual({
          failure,
          path,
          round,
          status: 200,
          kept: true,
        });
        expect(page.html).not.toMatch(ERROR_STATES);
      }
      // Give the background regeneration (bounded by the 1.5 s timeout) time to finish and store what it made.
      await new Promise((r) => setTimeout(r, 2_000));
      const after = await get(app, path);
      expectNoCachedError(after);
      expect({ failure, path, kept: after.html.includes(content) }).toEqual({ failure, path, kept: true });
    }
  }
});
