import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as NginxPurge from './nginx';

/*
 * One round of purges as nginx's purge server sees it (deploy/nginx/cache-purge.conf): one request per
 * address, encoding and Save-Data variant, each naming its encoding and wish as a browser would; nothing
 * without NGINX_PURGE_URL; and what a purge server refuses or never answers handed back, to be tried again.
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

beforeEach(() => {
  asked = [];
  jest.resetModules();
});
afterEach(() => {
  delete process.env.NGINX_PURGE_URL;
});

/** The module, reading the environment afresh. */
function load(purgeUrl: string | undefined): typeof NginxPurge {
  if (purgeUrl) process.env.NGINX_PURGE_URL = purgeUrl;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./nginx') as typeof NginxPurge;
}

const PATHS = ['/faq', '/fr/faq', '/acn/about/acn-news/665f%2F1'];

it('purges each address once per encoding nginx keeps, with and without Save-Data', async () => {
  // nginx answers 200 for a copy it removed, 404 for one it did not hold.
  answer = (req, res) => {
    res.statusCode = req.headers['accept-encoding'] === 'br' && !req.headers['save-data'] ? 200 : 404;
    res.end();
  };
  const { copiesOf, purgeCopies, purgesNginx } = load(`${base}/`);
  expect(purgesNginx()).toBe(true);
  expect(await purgeCopies(copiesOf(PATHS))).toEqual({ failed: [] });
  const sorted = (list: Asked[]) =>
    [...list].sort((a, b) =>
      `${a.path}${a.encoding}${a.saveData}`.localeCompare(`${b.path}${b.encoding}${b.saveData}`),
    );
  expect(sorted(asked)).toEqual(
    sorted(
      PATHS.flatMap((path) =>
        ['br', 'gzip', 'identity'].flatMap((encoding) =>
          [undefined, 'on'].map((saveData) => ({ method: 'PURGE', path, encoding, saveData })),
        ),
      ),
    ),
  );
});

it('sends nothing without NGINX_PURGE_URL', async () => {
  answer = (_req, res) => res.end();
  const { copiesOf, purgeCopies, purgesNginx } = load(undefined);
  expect(purgesNginx()).toBe(false);
  expect(await purgeCopies(copiesOf(['/faq']))).toEqual({ failed: [] });
  expect(asked).toEqual([]);
});

it('hands back what a purge server refuses, and what it never answers, with the first reason', async () => {
  answer = (req, res) => {
    res.statusCode = req.url === '/faq' ? 403 : 404;
    res.end();
  };
  const { copiesOf, purgeCopies } = load(base);
  const refused = await purgeCopies(copiesOf(['/faq', '/fr/faq']));
  expect(refused.failed).toEqual(copiesOf(['/faq']));
  expect(refused.firstFailure).toEqual(expect.objectContaining({ message: 'answered 403' }));

  answer = () => {};
  const silent = await purgeCopies(copiesOf(['/faq']));
  expect(silent.failed).toHaveLength(6);
  expect(silent.firstFailure).toEqual(expect.objectContaining({ name: 'TimeoutError' }));
}, 20_000);
