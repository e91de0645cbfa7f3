import type Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { expect, test } from './fixtures';
import { axeViolations, e2eDatabaseFile, signIn } from './helpers';

/*
 * The console's Donations page as finance and admins use it, over the demo gifts `npm run db:seed`
 * plants: the totals per month and currency, the search and filters, a gift's page with its audit
 * trail, the CSV. It runs with the public pages' tests (a file of its own, not admin.spec.ts): it
 * changes nothing they read, and the one gift it plants waits for the provider's word, which no
 * public total counts.
 */

const STAMP = Date.now().toString(36);
/** A pending gift whose donor wrote what a spreadsheet would run as formulas. */
const PLANTED = {
  reference: `ECA-CSV-${STAMP}`,
  name: `=HYPERLINK("https://example.org/${STAMP}")`,
  email: `formula-${STAMP}@example.org`,
  message: '+SUM(1,1)',
};

interface GiftRow {
  reference: string;
  currency: string;
  status: string;
  amount_minor: number;
  paid_amount_minor: number | null;
  paid_at: string | null;
  created_at: string;
}

async function withDb<T>(run: (db: Database.Database) => T): Promise<T> {
  const { default: Sqlite } = await import('better-sqlite3');
  const db = new Sqlite(e2eDatabaseFile());
  try {
    return run(db);
  } finally {
    db.close();
  }
}

test.beforeAll(() =>
  withDb((db) =>
    db
      .prepare(
        'insert into gifts (reference, provider, frequency, currency, amount_minor, status, donor_name, email, message, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        PLANTED.reference,
        'paystack',
        'once',
        'GHS',
        12_345,
        'pending',
        PLANTED.name,
        PLANTED.email,
        PLANTED.message,
        new Date().toISOString(),
        new Date().toISOString(),
      ),
  ),
);

test.afterAll(() => withDb((db) => db.prepare('delete from gifts where reference = ?').run(PLANTED.reference)));

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' })
    .format(minor / 100)
    .replace(/\s/g, ' ');
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00.000Z`),
  );

test('finance sees the totals per month and currency: paid gifts summed, refunds apart', async ({ page }) => {
  // The expected sums, added up here from the rows, month by month.
  const rows = await withDb(
    (db) => db.prepare("select * from gifts where status in ('paid', 'refunded')").all() as GiftRow[],
  );
  expect(rows.length).toBeGreaterThan(5);
  const expected = new Map<string, { paid: number; paidCount: number; refunded: number; refundedCount: number }>();
  for (const g of rows) {
    const key = `${(g.paid_at ?? g.created_at).slice(0, 7)} ${g.currency}`;
    const total = expected.get(key) ?? { paid: 0, paidCount: 0, refunded: 0, refundedCount: 0 };
    const amount = g.paid_amount_minor ?? g.amount_minor;
    if (g.status === 'paid') Object.assign(total, { paid: total.paid + amount, paidCount: total.paidCount + 1 });
    else Object.assign(total, { refunded: total.refunded + amount, refundedCount: total.refundedCount + 1 });
    expected.set(key, total);
  }

  await signIn(page, 'finance');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Donations' }).click();
  await expect(page.getByRole('heading', { name: 'Donations', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: /Gifts paid per month/ });
  await expect(table.locator('tbody tr')).toHaveCount(expected.size);
  for (const [key, total] of expected) {
    const [month, currency] = key.split(' ') as [string, string];
    const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: monthName(month) }) });
    await expect(row.filter({ hasText: currency }).locator('td')).toHaveText([
      currency,
      money(total.paid, currency),
      String(total.paidCount),
      total.refundedCount ? money(total.refunded, currency) : '—',
      String(total.refundedCount),
    ]);
  }
});

test('an admin searches by name, filters by state, and opens a gift with its audit trail', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/donations');
  const gifts = page.getByRole('table', { name: 'Gifts', exact: true });

  await page.getByLabel('Name, e-mail or reference').fill('kwame');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]q=kwame(&|$)/);
  await expect(gifts.locator('tbody tr')).toHaveCount(1);
  await expect(gifts.locator('tbody tr')).toContainText('Kwame Mensah');
  await expect(gifts.locator('tbody tr')).toContainText(money(10_000, 'GHS'));
  await expect(page.getByLabel('Name, e-mail or reference')).toHaveValue('kwame');

  await page.getByLabel('Name, e-mail or reference').fill('');
  await page.getByLabel('State').selectOption('refunded');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(gifts.locator('tbody tr')).toHaveCount(2);
  await expect(gifts).toContainText('Chidi Eze');
  await expect(gifts).toContainText('Sarah Johnson');
  await expect(page.getByRole('status').filter({ hasText: 'of 2 gifts' })).toBeVisible();

  await page.getByLabel('State').selectOption('');
  await page.getByLabel('Frequency').selectOption('monthly');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(gifts.locator('tbody tr').filter({ hasText: 'Abena Owusu' })).toContainText('Monthly: stopped');
  await expect(gifts.locator('tbody tr').filter({ hasText: 'Musa Abdullahi' }).first()).toContainText(
    'Monthly: active',
  );

  await gifts.getByRole('link', { name: 'Abena Owusu' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${money(5_000, 'GHS')} from Abena Owusu`);
  await expect(page.getByRole('definition').filter({ hasText: 'Demo gift: no money moved' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Mobile money' })).toBeVisible();
  const trail = page.getByRole('table', { name: /What happened to this gift/ });
  await expect(trail.locator('tbody tr')).toHaveCount(1);
  await expect(trail).toContainText('gift.planted');
  await page.getByRole('link', { name: 'Back to donations' }).click();
  await expect(page).toHaveURL(/\/admin\/donations\?frequency=monthly$/);
});

test("an editor's menu has no Donations, and an anonymous gift shows as such", async ({ page, browser }) => {
  await signIn(page, 'editor');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Donations' })).toHaveCount(0);
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/admin/donations?q=giver%40example.org');
  await expect(admin.getByRole('table', { name: 'Gifts', exact: true }).locator('tbody tr')).toContainText('Anonymous');
  await admin.close();
});

test('the CSV holds the gifts as filtered, amounts in main and minor units, formulas neutralised', async ({ page }) => {
  await signIn(page, 'finance');
  await page.goto(`/admin/donations?q=${encodeURIComponent(PLANTED.email)}`);
  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  expect(href).toBe(`/admin/donations/csv?q=${encodeURIComponent(PLANTED.email)}`);
  const reply = await page.request.get(href!);
  expect(reply.headers()['content-disposition']).toMatch(/^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/);
  const text = await reply.text();
  expect(text.startsWith('\uFEFF')).toBe(true);
  const table: string[][] = parse(text.slice(1));
  const [header, ...rows] = table;
  expect(rows).toHaveLength(1);
  const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
  expect(row).toMatchObject({
    Reference: PLANTED.reference,
    State: 'pending',
    Currency: 'GHS',
    Amount: '123.45',
    'Amount (minor units)': '12345',
    'Amount verified (minor units)': '',
    Donor: `'${PLANTED.name}`,
    Anonymous: 'no',
    'E-mail': PLANTED.email,
    Message: `'${PLANTED.message}`,
    Frequency: 'One-off',
  });

  // Refunded gifts, filtered, are the refunded demo gifts.
  const refunded = parse<Record<string, string>>(
    (await (await page.request.get('/admin/donations/csv?status=refunded')).text()).slice(1),
    { columns: true },
  );
  expect(refunded.map((r) => r.Reference).sort()).toEqual(['demo-gift-ngn-05', 'demo-gift-usd-03']);
  expect(refunded.find((r) => r.Reference === 'demo-gift-ngn-05')).toMatchObject({
    Amount: '15000.00',
    'Amount (minor units)': '1500000',
    Donor: 'Chidi Eze',
  });
});

test('axe finds no WCAG 2.2 A or AA violation on the Donations pages and the overview finance sees', async ({
  page,
}) => {
  await signIn(page, 'finance');
  await expect(page.getByRole('heading', { name: 'Gifts paid this month' })).toBeVisible();
  expect(await axeViolations(page), '/admin').toEqual([]);
  for (const path of ['/admin/donations', '/admin/donations?status=refunded', '/admin/donations/demo-gift-ngn-03']) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await expect(page.getByRole('heading', { name: 'Other charges of this monthly gift' })).toBeVisible();
});

test('an admin makes a finance account on the Staff page, which opens the donations alone, and changes its role', async ({
  page,
  browser,
}) => {
  const email = `treasurer.${Date.now()}@example.org`;
  await signIn(page, 'admin');
  await page.goto('/admin/staff');
  const add = page.getByRole('form', { name: 'Add an account' });
  await add.getByLabel('E-mail address').fill(email);
  await add.getByLabel('Role').selectOption('finance');
  await add.getByRole('button', { name: 'Add account' }).click();
  await expect(add.getByRole('status')).toContainText(`Password for ${email}, shown only now:`);
  const password = (await add.getByRole('status').locator('code').textContent())!;
  await page.goto('/admin/staff');
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('finance');
  await expect(row.getByRole('combobox', { name: 'Role' })).toHaveValue('finance');

  const treasurer = await browser.newPage();
  await signIn(treasurer, { email, password });
  await expect(treasurer.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText([
    'Admin',
    'Donations',
  ]);
  await treasurer.goto('/admin/testimonies');
  await expect(treasurer.getByRole('heading', { level: 1 })).toHaveText('403 - Not allowed');
  await expect(treasurer.getByText('Your role does not open this page.')).toBeVisible();
  await treasurer.close();

  await row.getByRole('combobox', { name: 'Role' }).selectOption('editor');
  await row.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Role changed. The account signs in again to use it.');
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('editor');
  // Taken out again: the accounts' list stays as the other tests left it.
  const again = page.getByRole('listitem').filter({ hasText: email });
  await again.getByRole('checkbox', { name: 'Remove this account' }).check();
  await again.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Account removed.');
});
