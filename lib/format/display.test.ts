import { formatDate, formatMoney, formatPrice, ordinal, searchQuery, truncate } from './display';

describe('formatDate', () => {
  it.each([
    ['2024-01-01T10:00:00Z', '1st Jan., 2024'],
    ['2024-02-02T10:00:00Z', '2nd Feb., 2024'],
    ['2024-03-03T10:00:00Z', '3rd Mar., 2024'],
    ['2024-05-04T10:00:00Z', '4th May, 2024'],
    ['2024-06-11T10:00:00Z', '11th Jun., 2024'],
    ['2024-07-12T10:00:00Z', '12th Jul., 2024'],
    ['2024-08-13T10:00:00Z', '13th Aug., 2024'],
    ['2024-09-21T10:00:00Z', '21st Sep., 2024'],
    ['2024-10-22T10:00:00Z', '22nd Oct., 2024'],
    ['2024-11-23T10:00:00Z', '23rd Nov., 2024'],
    ['2024-12-31T10:00:00Z', '31st Dec., 2024'],
  ])('writes %s as %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('gives every day of a month its ordinal', () => {
    const days = Array.from({ length: 31 }, (_, i) => ordinal(i + 1));
    expect(days).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
      '8th',
      '9th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '15th',
      '16th',
      '17th',
      '18th',
      '19th',
      '20th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '25th',
      '26th',
      '27th',
      '28th',
      '29th',
      '30th',
      '31st',
    ]);
  });

  it('uses th for 111 to 113 and st for 101', () => {
    expect([ordinal(101), ordinal(111), ordinal(112), ordinal(113), ordinal(122)]).toEqual([
      '101st',
      '111th',
      '112th',
      '113th',
      '122nd',
    ]);
  });
});

describe('truncate', () => {
  it('leaves text of 190 characters or fewer alone', () => {
    const text = 'a'.repeat(190);
    expect(truncate(text)).toBe(text);
  });

  it('cuts text of 191 characters', () => {
    const out = truncate('b'.repeat(191));
    expect(out).toBe(`${'b'.repeat(190)}...`);
  });

  it('cuts longer text after the last whole word, never inside one', () => {
    // Character 190 falls inside the 48th word: the summary keeps 47 whole words.
    const text = 'abc '.repeat(100).trim();
    expect(truncate(text)).toBe(`${'abc '.repeat(47).trimEnd()}...`);
  });

  it('cuts a single long word where it must, rather than dropping it', () => {
    expect(truncate(`Hi ${'x'.repeat(300)}`)).toBe(`Hi ${'x'.repeat(187)}...`);
  });
});

describe('formatPrice', () => {
  it('writes the currency and groups thousands', () => {
    expect(formatPrice(45000, 'NGN')).toBe('NGN 45,000');
    expect(formatPrice(45, 'GHS')).toBe('GHS 45');
    expect(formatPrice(12.5, 'USD')).toBe('USD 12.5');
    expect(formatPrice(1234567.891, 'NGN')).toBe('NGN 1,234,567.89');
  });
});

describe('searchQuery', () => {
  it('takes the first q, trimmed, with its spaces collapsed', () => {
    expect(searchQuery(['  solar   lamp ', 'other'])).toBe('solar lamp');
    expect(searchQuery(undefined)).toBe('');
    expect(searchQuery('   ')).toBe('');
  });

  it('keeps at most 100 characters', () => {
    expect(searchQuery('a'.repeat(300))).toHaveLength(100);
  });
});

describe('in another language', () => {
  it('writes a date as the language writes it', () => {
    expect(formatDate('2024-03-03T10:00:00Z', 'fr')).toBe('3 mars 2024');
    expect(formatDate('2024-03-03T10:00:00Z', 'ha')).toBe('3 Maris, 2024');
    expect(formatDate('2024-03-03T10:00:00Z', 'en')).toBe('3rd Mar., 2024');
    expect(formatDate('not a date', 'fr')).toBe('');
  });

  it('writes a price’s number as the language writes it, the currency’s code kept', () => {
    expect(formatPrice(1234567.891, 'NGN', 'fr')).toBe('NGN 1\u00a0234\u00a0567,89');
    expect(formatPrice(4500, 'NGN', 'ha')).toBe('NGN 4,500');
    expect(formatPrice(4500, 'NGN', 'en')).toBe('NGN 4,500');
  });

  it('writes money as the language writes it, with no space the site’s font lacks', () => {
    expect(formatMoney(25, 'USD', 'en')).toBe('$25');
    expect(formatMoney(25, 'USD', 'fr')).toBe('25\u00a0$US');
    expect(formatMoney(1100, 'USD', 'fr')).toBe('1\u00a0100\u00a0$US');
    expect(formatMoney(12.5, 'USD', 'fr')).toBe('12,50\u00a0$US');
    expect(formatMoney(25, 'USD', 'ha')).toBe('$\u00a025');
    for (const locale of ['en', 'fr', 'ha'] as const) expect(formatMoney(123456, 'USD', locale)).not.toMatch(/\u202f/);
  });
});
