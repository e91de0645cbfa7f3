/** @jest-environment jsdom */
/*
 * The wish to save data as the server reads it from a request and a page's scripts read it back: the header's
 * values that ask and, in the browser, the browser's own setting or the hint beside the page's response
 * (server.ts adds it: tests/save-data-hint.test.ts).
 */
import type * as SaveData from './save-data';

const fresh = () => {
  jest.resetModules();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./save-data') as typeof SaveData;
};

afterEach(() => {
  delete (navigator as { connection?: unknown }).connection;
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

it('reads `Save-Data: on`, in any case and with parameters, and nothing else, as asking to save data', () => {
  const { asksToSaveData } = fresh();
  for (const value of ['on', 'On', 'ON', ' on ', 'on; lite', 'on;'])
    expect([value, asksToSaveData(value)]).toEqual([value, true]);
  for (const value of [null, undefined, '', 'off', 'onward', 'no', '1', 'true', 'of on'])
    expect([value, asksToSaveData(value)]).toEqual([value, false]);
});

it('in the browser: saves data by the browser’s own setting or the hint beside the page, else not', () => {
  // jsdom has no navigation timing: the page's entry is given as a browser gives it.
  const navigation = (names: string[]) =>
    Object.defineProperty(performance, 'getEntriesByType', {
      value: (type: string) => (type === 'navigation' ? [{ serverTiming: names.map((name) => ({ name })) }] : []),
      configurable: true,
    });

  navigation([]);
  expect(fresh().savesData()).toBe(false);

  navigation(['cache', 'save-data']);
  expect(fresh().savesData()).toBe(true);

  navigation([]);
  const { savesData } = fresh();
  Object.defineProperty(navigator, 'connection', {
    value: Object.assign(new EventTarget(), { saveData: true }),
    configurable: true,
  });
  expect(savesData()).toBe(true);
  (navigator as unknown as { connection: { saveData: boolean } }).connection.saveData = false;
  expect(savesData()).toBe(false);
});
