import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, log } from '../platform/observe';
import type * as Job from './job';
import type * as Nginx from './nginx';

/*
 * The background purge after a staff write, against a purge server of its own: what fails is asked again
 * until it is purged, and given up, logged and counted, once the rounds run out.
 */

jest.mock('server-only', () => ({}));

/** How many times each path was asked. */
let asked: Map<string, number>;
let answer: (req: http.IncomingMessage, times: number) => number;
const server = http.createServer((req, res) => {
  const times = (asked.get(req.url!) ?? 0) + 1;
  asked.set(req.url!, times);
  res.statusCode = answer(req, times);
  res.end();
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.NGINX_PURGE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  delete process.env.NGINX_PURGE_URL;
  server.close();
});

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
let jobs: jest.SpyInstance;
beforeEach(() => {
  asked = new Map();
  warn = jest.spyOn(log, 'warn').mockImplementation(() => {});
  error = jest.spyOn(log, 'error').mockImplementation(() => {});
  jobs = jest.spyOn(count, 'nginxPurgeJob');
});
afterEach(() => jest.restoreAllMocks());

// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = () => require('./job') as typeof Job;
const FAST = { rounds: 3, firstDelayMs: 10 };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const copiesOf = (paths: string[]) => (require('./nginx') as typeof Nginx).copiesOf(paths);

it('asks again for what a purge server failed until it is purged, each copy no more than it needed', async () => {
  // The purge server is down for each copy's first two asks, then has none of them.
  answer = (_req, times) => (times <= 12 ? 503 : 404);
  expect(await load().purgeWithRetries(copiesOf(['/faq', '/fr/faq']), FAST)).toBe(true);
  expect(Object.fromEntries(asked)).toEqual({ '/faq': 18, '/fr/faq': 18 });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(error).not.toHaveBeenCalled();
  expect(jobs).toHaveBeenCalledWith('done');
});

it('gives up once the rounds run out, and says so in the log and the counts', async () => {
  answer = () => 403;
  expect(await load().purgeWithRetries(copiesOf(['/faq']), FAST)).toBe(false);
  expect(Object.fromEntries(asked)).toEqual({ '/faq': 18 });
  expect(error).toHaveBeenCalledWith(expect.stringContaining('gave up'), {
    error: expect.objectContaining({ message: 'answered 403' }),
  });
  expect(jobs).toHaveBeenCalledWith('gave_up');
});
