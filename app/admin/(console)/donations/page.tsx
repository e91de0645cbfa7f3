import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.css';
import {
  donationFilter,
  donationQuery,
  formatMinor,
  FREQUENCY_LABELS,
  STATUS_LABELS,
  subscriptionState,
} from '@/components/admin/donation-filter';
import { SelectField } from '@/components/admin/select-field';
import { formatDate } from '@/lib/format/display';
import {
  donationTotals,
  GIFT_FREQUENCIES,
  GIFT_STATUSES,
  LEDGER_PAGE_SIZE,
  listDonations,
} from '@/lib/console/donations';

export const metadata: Metadata = { title: 'Donations' };

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00.000Z`));

/** Admins and finance: the gifts given online, filtered, in pages, and their totals per month and currency. */
export default async function DonationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { filter, page } = donationFilter(await searchParams);
  const [listed, totals] = await Promise.all([listDonations(filter, page), donationTotals()]);
  const query = donationQuery(filter);
  const first = (listed.page - 1) * LEDGER_PAGE_SIZE + 1;
  const last = first + listed.gifts.length - 1;
  return (
    <main id="main" className={styles.page}>
      <h1>Donations</h1>
      <section aria-labelledby="totals-heading">
        <h2 id="totals-heading">Totals per month</h2>
        {totals.length === 0 ? (
          <p className={styles.muted}>No gift has been paid yet.</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-labelledby="totals-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="totals-caption">
                Gifts paid per month (UTC) and currency; refunded gifts apart, never in the paid total
              </caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Currency</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Gifts paid</th>
                  <th scope="col">Refunded</th>
                  <th scope="col">Gifts refunded</th>
                </tr>
              </thead>
              <tbody>
                {totals.map((t) => (
                  <tr key={`${t.month} ${t.currency}`}>
                    <th scope="row">{monthName(t.month)}</th>
                    <td>{t.currency}</td>
                    <td>{formatMinor(t.paidMinor, t.currency)}</td>
                    <td>{t.paidCount}</td>
                    <td>{t.refundedCount > 0 ? formatMinor(t.refundedMinor, t.currency) : '—'}</td>
                    <td>{t.refundedCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <h2>Every gift</h2>
      <form method="get" action="/admin/donations" className={styles.filters} aria-label="Which gifts">
        <label className={styles.field}>
          <span>Name, e-mail or reference</span>
          <input type="search" name="q" defaultValue={filter.search} />
        </label>
        <SelectField
          label="State"
          name="status"
          defaultValue={filter.status ?? ''}
          options={[['', 'Every state'], ...GIFT_STATUSES.map((s): [string, string] => [s, STATUS_LABELS[s]])]}
        />
        <SelectField
          label="Frequency"
          name="frequency"
          defaultValue={filter.frequency ?? ''}
          options={[
            ['', 'One-off and monthly'],
            ...GIFT_FREQUENCIES.map((f): [string, string] => [f, FREQUENCY_LABELS[f]]),
          ]}
        />
        <button type="submit" className={styles.secondary}>
          Show
        </button>
      </form>
      <p className={styles.bulk}>
        <span role="status">
          {listed.total === 0
            ? 'No gift matches.'
            : `${first}–${last} of ${listed.total} ${listed.total === 1 ? 'gift' : 'gifts'}, newest first.`}
        </span>
        {/* A plain link: the browser downloads the file (Content-Disposition), no script needed. */}
        {listed.total > 0 && (
          <a href={`/admin/donations/csv${query ? `?${query}` : ''}`} className={styles.secondary} download>
            Download CSV
          </a>
        )}
      </p>
      {listed.gifts.length > 0 && (
        <div className={styles.tableWrap} role="region" aria-labelledby="gifts-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="gifts-caption">Gifts</caption>
            <thead>
              <tr>
                <th scope="col">Donor</th>
                <th scope="col">Amount</th>
                <th scope="col">State</th>
                <th scope="col">Frequency</th>
                <th scope="col">Given (UTC)</th>
                <th scope="col">Reference</th>
              </tr>
            </thead>
            <tbody>
              {listed.gifts.map((g) => (
                <tr key={g.reference}>
                  <td>
                    <Link
                      href={`/admin/donations/${encodeURIComponent(g.reference)}${query ? `?${query}` : ''}`}
                      prefetch={false}
                    >
                      {g.donorName ?? 'Anonymous'}
                    </Link>
                    <br />
                    <span className={styles.muted}>{g.email}</span>
                    {g.demo && <span className={styles.badge}>Demo</span>}
                  </td>
                  <td>{formatMinor(g.amountMinor, g.currency)}</td>
                  <td>
                    {STATUS_LABELS[g.status]}
                    {g.refundedAt && ` on ${formatDate(g.refundedAt)}`}
                  </td>
                  <td>
                    {FREQUENCY_LABELS[g.frequency]}
                    {g.frequency === 'monthly' && `: ${subscriptionState(g).toLowerCase()}`}
                  </td>
                  <td>{formatDate(g.createdAt)}</td>
                  <td>
                    <code>{g.reference}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {listed.pages > 1 && (
        <nav aria-label="Pages of gifts" className={styles.rowActions}>
          {listed.page > 1 && (
            <Link href={`/admin/donations?${donationQuery(filter, listed.page - 1)}`} prefetch={false}>
              Newer gifts
            </Link>
          )}
          <span>
            Page {listed.page} of {listed.pages}
          </span>
          {listed.page < listed.pages && (
            <Link href={`/admin/donations?${donationQuery(filter, listed.page + 1)}`} prefetch={false}>
              Older gifts
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}
