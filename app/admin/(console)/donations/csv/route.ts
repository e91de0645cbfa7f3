import { donationFilter, FREQUENCY_LABELS, majorUnits, subscriptionState } from '@/components/admin/donation-filter';
import { languageName } from '@/components/admin/inbox-filter';
import { refusal } from '@/lib/console/access';
import { exportDonations } from '@/lib/console/donations';
import { toCsv } from '@/lib/format/csv';

/** Admins and finance: the gifts as filtered on the Donations page, as a CSV file; each export is in the audit log. */
export async function GET(request: Request) {
  const refused = await refusal('donations');
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const { filter } = donationFilter(params);
  params.delete('page');
  const rows = await exportDonations(filter, params.toString() || 'every gift');
  const csv = toCsv(
    [
      'Reference',
      'Given (UTC)',
      'State',
      'Paid (UTC)',
      'Refunded (UTC)',
      'Currency',
      'Amount',
      'Amount (minor units)',
      'Amount verified (minor units)',
      'Frequency',
      'Monthly gift',
      'Subscription',
      'Donor',
      'Anonymous',
      'E-mail',
      'Message',
      'On the public list',
      'Language',
      'Paid with',
      'Provider',
    ],
    rows.map((g) => [
      g.reference,
      g.createdAt,
      g.status,
      g.paidAt ?? '',
      g.refundedAt ?? '',
      g.currency,
      majorUnits(g.amountMinor, g.currency),
      String(g.amountMinor),
      g.paidAmountMinor === null ? '' : String(g.paidAmountMinor),
      FREQUENCY_LABELS[g.frequency],
      subscriptionState(g),
      g.subscriptionCode ?? '',
      g.donorName ?? '',
      g.donorName === null ? 'yes' : 'no',
      g.email,
      g.message ?? '',
      g.listed ? 'yes' : 'no',
      languageName(g.locale),
      g.channel ?? '',
      g.provider,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="donations-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
