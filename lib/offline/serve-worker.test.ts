import { RETIRING_WORKER, type serveWorker } from './serve-worker';

/* /sw.js: the build's worker, answered 304 to a browser that holds it, and the switch that removes it. */

const reset = () => {
  jest.resetModules();
  delete process.env.SERVICE_WORKER;
};
afterEach(reset);

async function load(env: Record<string, string> = {}) {
  reset();
  Object.assign(process.env, env);
  return (await import('./serve-worker')) as { serveWorker: typeof serveWorker };
}

it('with SERVICE_WORKER=off serves the worker that removes itself, never kept without asking', async () => {
  const { serveWorker: serve } = await load({ SERVICE_WORKER: 'off' });
  const response = await serve(new Request('http://localhost/sw.js'));
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(RETIRING_WORKER);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-cache');
});

it('answers 304 to the browser that holds the same script', async () => {
  const { serveWorker: serve } = await load({ SERVICE_WORKER: 'off' });
  const etag = (await serve(new Request('http://localhost/sw.js'))).headers.get('etag')!;
  const again = await serve(new Request('http://localhost/sw.js', { headers: { 'if-none-match': etag } }));
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
});

it('without a built worker (next dev) serves the one that removes itself', async () => {
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue('/nonexistent');
  try {
    const { serveWorker: serve } = await load();
    expect(await (await serve(new Request('http://localhost/sw.js'))).text()).toBe(RETIRING_WORKER);
  } finally {
    cwd.mockRestore();
  }
});
