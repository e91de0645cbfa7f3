/** @jest-environment jsdom */
import { importOnce } from './import-once';

/* A lazy load that failed is tried again at the next use and when the connection returns; one that worked, never. */

const offline = () => Promise.reject(new TypeError('Failed to load chunk'));

it('loads once, then hands the same module to every use', async () => {
  const load = jest.fn(() => Promise.resolve('form'));
  const get = importOnce(load);
  await expect(get()).resolves.toBe('form');
  await expect(get()).resolves.toBe('form');
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries a failed load again at the next use', async () => {
  const load = jest.fn().mockImplementationOnce(offline).mockResolvedValue('form');
  const get = importOnce(load);
  await expect(get()).rejects.toThrow('Failed to load chunk');
  await expect(get()).resolves.toBe('form');
  expect(load).toHaveBeenCalledTimes(2);
});

it('tries a failed load again once, when the browser is back online', async () => {
  const load = jest.fn().mockImplementationOnce(offline).mockImplementationOnce(offline).mockResolvedValue('form');
  const get = importOnce(load);
  await expect(get()).rejects.toThrow();
  await expect(get()).rejects.toThrow();
  expect(load).toHaveBeenCalledTimes(2);
  // Back online: one load, not one per failure, before anyone uses the form again; later uses load nothing.
  window.dispatchEvent(new Event('online'));
  expect(load).toHaveBeenCalledTimes(3);
  await expect(get()).resolves.toBe('form');
  window.dispatchEvent(new Event('online'));
  expect(load).toHaveBeenCalledTimes(3);
});
