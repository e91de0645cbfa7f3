/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as NginxPurge from './nginx-purge';
import { log } from '../platform/observe.cjs';

/*
 * The purge of nginx's copies as nginx's purge server sees it (deploy/nginx/cache-purge.conf): one request per
 * address, encoding and Save-Data variant, each naming its encoding and wish as a browser would; nothing without NGINX_PURGE_URL; and a
 * purge server that does not answer holds a staff write's answer a few seconds at most.
 */

interface Asked {
  method: string;
  path: string;
  encoding: string;
  saveData: string | undefined;
}

let asked: Asked[];
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
const server = http.createServer((req, res) => {
  asked.push({
    method: req.method!,
    path: req.url!,
    encoding: String(req.headers['accept-encoding']),
    saveData: req.headers['save-data'] as string | undefined,
  });
  answer(req, res);
});
let base: string;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

let warnings: jest.SpyInstance;
beforeEach(() => {
  asked = [];
  jest.resetModules();
  warnings = jest.spyOn(log, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warnings.mockRestore();
  delete process.env.NGINX_PURGE_URL;
});

/** The module, reading the environment afresh. */
function load(purgeUrl: string | undefined): typeof NginxPurge {
  if (purgeUrl) process.env.NGINX_PURGE_URL = purgeUrl;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./nginx-purge') as typeof NginxPurge;
}

it('purges each address once per encoding nginx keeps, with and without Save-Data, and counts what was held', async () => {
  // nginx answers 200 for a copy it removed, 404 for one it did not hold.
  answer = (req, res) => {
    res.statusCode = req.headers['accept-encoding'] === 'br' && !req.headers['save-data'] ? 200 : 404;
    res.end();
  };
  const { purgeNginx, purgesNginx } = load(`${base}/`);
  expect(purgesNginx()).toBe(true);
  expect(await purgeNginx(['/faq', '/fr/faq', '/acn/about/acn-news/665f%2F1'])).toEqual({
    purged: 3,
    absent: 15,
    failed: 0,
  });
  const sorted = (list: Asked[]) =>
    [...list].sort((a, b) =>
      `${a.path}${a.encoding}${a.saveData}`.localeCompare(`${b.path}${b.encoding}${b.saveData}`),
    );
  expect(sorted(asked)).toEqual(
    sorted(
      ['/faq', '/fr/faq', '/acn/about/acn-news/665f%2F1'].flatMap((path) =>
        ['br', 'gzip', 'identity'].flatMap((encoding) =>
          [undefined, 'on'].map((saveData) => ({ method: 'PURGE', path, encoding, saveData })),
        ),
      ),
    ),
  );
  expect(warnings).not.toHaveBeenCalled();
});

it('sends nothing without NGINX_PURGE_URL', async () => {
  answer = (_req, res) => res.end();
  const { purgeNginx, purgesNginx } = load(undefined);
  expect(purgesNginx()).toBe(false);
  expect(await purgeNginx(['/faq'])).toEqual({ purged: 0, absent: 0, failed: 0 });
  expect(asked).toEqual([]);
});

it('reports a purge server that refuses, and one that never answers holds the write a few seconds at most', async () => {
  answer = (_req, res) => {
    res.statusCode = 403;
    res.end();
  };
  const refused = await load(base).purgeNginx(['/faq']);
  expect(refused).toEqual({ purged: 0, absent: 0, failed: 6 });
  expect(warnings).toHaveBeenCalledWith(expect.stringContaining('could not be purged'), {
    error: expect.objectContaining({ message: 'answered 403' }),
  });

  jest.resetModules();
  answer = () => {};
  const started = Date.now();
  const paths = Array.from({ length: 40 }, (_, i) => `/page-${i}`);
  const silent = await load(base).purgeNginx(paths);
  expect(Date.now() - started).toBeLessThan(8_000);
  expect(silent).toEqual({ purged: 0, absent: 0, failed: 240 });
}, 20_000);
