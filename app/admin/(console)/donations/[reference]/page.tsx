import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/admin/admin.module.css';
import {
  donationFilter,
  donationQuery,
  channelName,
  formatMinor,
  FREQUENCY_LABELS,
  STATUS_LABELS,
  subscriptionState,
} from '@/components/admin/donation-filter';
import { languageName } from '@/components/admin/inbox-filter';
import { openDonation } from '@/lib/console/donations';

export const metadata: Metadata = { title: 'Gift' };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const at = (value: string | null) => (value ? `${when.format(new Date(value))} UTC` : '');

interface Props {
  params: Promise<{ reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Admins and finance: one gift whole, its monthly gift's other charges, and its audit trail. */
export default async function DonationPage({ params, searchParams }: Props) {
  const { reference } = await params;
  const found = await openDonation(reference);
  if (!found) notFound();
  const { gift, audit, charges } = found;
  // Back to the list as it was filtered.
  const back = donationQuery(donationFilter(await searchParams).filter);
  const rows: [string, React.ReactNode][] = [
    ['Reference', <code key="reference">{gift.reference}</code>],
    ['Amount', formatMinor(gift.amountMinor, gift.currency)],
    [
      'Amount verified',
      gift.paidAmountMinor === null ? 'Not verified yet' : formatMinor(gift.paidAmountMinor, gift.currency),
    ],
    ['State', STATUS_LABELS[gift.status]],
    ['Frequency', FREQUENCY_LABELS[gift.frequency]],
    ...(gift.frequency === 'monthly'
      ? ([
          ['Monthly gift', subscriptionState(gift)],
          ['Subscription', gift.subscriptionCode ?? ''],
        ] as [string, string][])
      : []),
    ['Donor', gift.donorName ?? 'Anonymous'],
    [
      'E-mail',
      <a key="email" href={`mailto:${gift.email}`}>
        {gift.email}
      </a>,
    ],
    ['Message', gift.message ?? ''],
    ['On the public list', gift.listed ? 'Yes' : 'No'],
    // What the receipt was written in.
    ['Language', languageName(gift.locale)],
    ['Paid with', channelName(gift.channel)],
    ['Provider', gift.demo ? 'Demo gift: no money moved' : gift.provider],
    ['Given', at(gift.createdAt)],
    ['Paid', at(gift.paidAt)],
    ['Refunded', at(gift.refundedAt)],
  ];
  return (
    <main id="main" className={styles.page}>
      <p>
        <Link href={`/admin/donations${back ? `?${back}` : ''}`} prefetch={false}>
          Back to donations
        </Link>
      </p>
      <h1>
        {formatMinor(gift.amountMinor, gift.currency)} from {gift.donorName ?? 'an anonymous donor'}
      </h1>
      <dl className={styles.details}>
        {rows.map(([heading, value]) => (
          <div key={heading} className={styles.detailRow}>
            <dt>{heading}</dt>
            <dd className={styles.quote}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {charges.length > 0 && (
        <section aria-labelledby="charges-heading" className={styles.card}>
          <h2 id="charges-heading">Other charges of this monthly gift</h2>
          <ul>
            {charges.map((c) => (
              <li key={c.reference}>
                <Link href={`/admin/donations/${encodeURIComponent(c.reference)}`} prefetch={false}>
                  {c.reference}
                </Link>{' '}
                {formatMinor(c.amountMinor, c.currency)}, {STATUS_LABELS[c.status].toLowerCase()}, {at(c.createdAt)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="trail-heading">
        <h2 id="trail-heading">Audit trail</h2>
        {audit.length === 0 ? (
          <p className={styles.muted}>No line of the audit log names this gift.</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-labelledby="trail-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="trail-caption">What happened to this gift, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">When (UTC)</th>
                  <th scope="col">What</th>
                  <th scope="col">By</th>
                  <th scope="col">Record</th>
                </tr>
              </thead>
              <tbody>
                {audit.map((a) => (
                  <tr key={a.id}>
                    <td>{when.format(new Date(a.at))}</td>
                    <td>{a.action}</td>
                    <td>{a.staff_email}</td>
                    <td>{a.subject}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}
