import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { STAFF } from './staff-accounts';

export const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's WCAG 2.2 A and AA violations found by axe-core, each as its rule and first three elements.
 * Legacy mode runs axe in the page itself: the default opens a second page to merge the results of
 * cross-origin frames, which these pages do not have, and that doubled every analysis's time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode(true).analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** A toast with this text is shown. */
export async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** Answers the next call to an /api path with a failure, as a broken admin server would. */
export async function failApi(
  page: Page,
  path: string,
  status = 500,
  message = 'The mail service is down. Please try again later.',
) {
  await page.route(`**/api${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, data: message }) }),
  );
  return message;
}

export async function fillPerson(page: Page, scope: Page | ReturnType<Page['locator']>, email: string) {
  await scope.getByLabel('First name').fill('Ama');
  await scope.getByLabel('Last name').fill('Mensah');
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Phone number').fill('+233 20 123 4567');
  void page;
}

/** The embedded server's database file, as the e2e server uses it: DATA_DIR (npm run check sets .test-data), else ./data. */
export const e2eDatabaseFile = () =>
  path.join(process.env.DATA_DIR ?? path.join(process.cwd(), 'data'), 'edu-connect.sqlite');

/** Reads the embedded server's database. */
export async function queryDb<T>(sql: string, ...args: unknown[]): Promise<T | undefined> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(e2eDatabaseFile(), { readonly: true });
  try {
    return db.prepare(sql).get(...args) as T | undefined;
  } finally {
    db.close();
  }
}

/**
 * What a form sent without scripts and refused shows: the field `invalid` marked, a message (`message`'s text
 * when given, else an alert), each field of `kept` still holding what was typed, and nothing stored (`stored`
 * finds nothing).
 */
export async function expectRefused(
  form: Locator,
  refusal: { invalid: string; message?: string; kept: Record<string, string>; stored: () => Promise<unknown> },
) {
  await expect(form.getByLabel(refusal.invalid)).toHaveAttribute('aria-invalid', 'true');
  await expect(refusal.message ? form.getByText(refusal.message) : form.getByRole('alert').first()).toBeVisible();
  for (const [label, value] of Object.entries(refusal.kept)) await expect(form.getByLabel(label)).toHaveValue(value);
  expect(await refusal.stored()).toBeUndefined();
}

/**
 * A small PNG (96×60, one colour) that libpng reads without complaint, for upload tests: the image
 * optimizer re-encodes what it can read and sends anything else as it came.
 */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAAA8CAIAAAAWtijjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAZElEQVR42u3QAQ0AAAgDoMcxoknNYwFnAjYSkOniEQWCBAkSJEiQIEEIEiRIkCBBggQhSJAgQYIECRKEIEGCBAkSJEiQIAQJEiRIkCBBghAkSJAgQYIECUKQIEGCBAkSJEgQtwUwO+DhZdtLiwAAAABJRU5ErkJggg==',
  'base64',
);

/** An FAQ question: a native <summary>, which has no ARIA role to find it by, so it is found by its text. */
export const faqQuestion = (page: Page, question: string) => page.locator('summary', { hasText: question });

/**
 * Opens a public page until it shows what a save just changed, for ten seconds at most: far less
 * than the pages' 60-second lifetime, so a save that expired nothing still fails.
 * Why not one visit: Next 16.4.5 stamps a tag's expiry with Date.now() but compares it with
 * performance.timeOrigin + performance.now() (areTagsExpired in its tags manifest). On a virtual
 * machine the two clocks drift apart, and while the wall clock is ahead a
 * request that follows the save closely is still given the old page. No upstream issue found.
 */
export async function gotoUntilAttached(page: Page, path: string, shown: () => Locator) {
  await expect(async () => {
    await page.goto(path);
    await expect(shown()).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/** Signs in to the console through its form, as staff do; the session cookie stays with the page's context. */
export async function signIn(page: Page, who: keyof typeof STAFF | { email: string; password: string }) {
  const { email, password } = typeof who === 'string' ? STAFF[who] : who;
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
}

/**
 * How many characters of a page's HTML are its inlined stylesheets (next.config.ts, inlineCss), wherever
 * Next writes them: <style> elements, and the RSC payload's text rows its style elements point to (Next
 * 16.4 writes them there too, vercel/next.js #98079), counted as escaped in the page's scripts.
 */
export function inlinedCssLength(html: string): number {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + m[1]!.length, 0);
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((m) => JSON.parse(m[1]!) as string)
    .join('');
  const cssRows = new Set(
    [...flight.matchAll(/\["\$","style","[^"]*",\{[^}]*"href":"[^"]+\.css","children":"\$([0-9a-f]+)"\}\]/g)].map(
      (m) => m[1]!,
    ),
  );
  const bytes = Buffer.from(flight);
  let rows = 0;
  for (const row of flight.matchAll(/(?:^|\n)([0-9a-f]+):T([0-9a-f]+),/g)) {
    if (!cssRows.has(row[1]!)) continue;
    const start = Buffer.byteLength(flight.slice(0, row.index + row[0].length));
    rows += JSON.stringify(bytes.subarray(start, start + parseInt(row[2]!, 16)).toString()).length - 2;
  }
  return styles + rows;
}
