import { KEY_PATTERN, newKey, readKey } from './idempotency';

/* The Idempotency-Key as the server reads it and as the browser makes it. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it('reads a key sent as the draft writes it (a quoted string) or bare, as many clients send it', () => {
  expect(readKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
  expect(readKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
  expect(readKey(' order_2024-11-26_0001 ')).toBe('order_2024-11-26_0001');
  expect(readKey(null)).toBeNull();
});

it('refuses a key too short to be unique, too long, or holding anything but letters, digits, - and _', () => {
  for (const bad of [
    '',
    '""',
    'short-key',
    'x'.repeat(129),
    'has space in it 123',
    '"unterminated-key-0001',
    'ключ-ключ-ключ-ключ',
  ])
    expect([bad, readKey(bad)]).toEqual([bad, false]);
});

it('makes a new version 4 UUID each time, on a secure page and on one served over plain HTTP', () => {
  const keys = new Set(Array.from({ length: 50 }, newKey));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(UUID);
  // A page served over plain HTTP has no randomUUID: hidden here by a property of the object's own.
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const key = newKey();
    expect(key).toMatch(UUID);
    expect(key).toMatch(KEY_PATTERN);
    expect(newKey()).not.toBe(key);
  } finally {
    Reflect.deleteProperty(crypto, 'randomUUID');
  }
  expect(crypto.randomUUID()).toMatch(UUID);
});
