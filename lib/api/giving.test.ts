import { giftSchema } from './schemas';
import { amountMinor, formatGift } from './giving';

const base = { frequency: 'once', currency: 'NGN', amount: '5000', name: 'Amina', email: 'amina@example.org' };
const messages = (fields: Record<string, unknown>) => {
  const parsed = giftSchema.safeParse({ ...base, ...fields });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a gift as the donor starts it', () => {
  it('takes an amount as typed, in the currency’s subunit', () => {
    expect(amountMinor(giftSchema.parse({ ...base, amount: '5,000' }).amount)).toBe(500000);
    expect(amountMinor(giftSchema.parse({ ...base, currency: 'USD', amount: '25.5' }).amount)).toBe(2550);
    expect(amountMinor('12.345')).toBeNull();
  });

  it('tells a non-numeric amount, one below the minimum or over the maximum, and an unsupported currency', () => {
    expect(messages({ amount: 'five thousand' })).toEqual([
      'amount: Enter the amount as a number, such as 5000 or 25.50',
    ]);
    expect(messages({ amount: '' })).toEqual(['amount: Enter the amount of your gift']);
    expect(messages({ amount: '50' })).toEqual(['amount: The smallest gift in NGN is 100']);
    expect(messages({ currency: 'USD', amount: '20000' })).toEqual([
      'amount: The largest gift online in USD is 10000: for more, please give by bank transfer',
    ]);
    expect(messages({ currency: 'EUR' })).toEqual([
      'currency: Choose the currency of your gift: naira (NGN), cedi (GHS) or dollars (USD)',
    ]);
    expect(messages({ frequency: 'weekly' })).toEqual(['frequency: Choose a one-off or a monthly gift']);
  });

  it('needs a name unless the donor gives anonymously, and then keeps none', () => {
    expect(messages({ name: '' })).toEqual(['name: Enter your name, or tick “Give anonymously”']);
    expect(giftSchema.parse({ ...base, name: '', anonymous: 'on' })).toMatchObject({ anonymous: true, name: '' });
  });
});

it('writes an amount as each language does, with a no-break space the site’s font has', () => {
  expect(formatGift(500000, 'NGN', 'en-GB')).toBe('NGN\u00a05,000');
  expect(formatGift(2550, 'USD', 'fr-FR')).toBe('25,50\u00a0$US');
  expect(formatGift(500000, 'NGN', 'fr-FR')).not.toContain('\u202f');
});
