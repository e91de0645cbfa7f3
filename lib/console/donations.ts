import 'server-only';
import { recordAudit } from '../services/audit';
import { type GiftFilter, ledgerGift, ledgerGifts, ledgerPage, ledgerTotals } from '../services/gift-ledger';
import { forStaff } from './access';

/* Gifts given online, for admins and finance: the list, its totals, one gift with its trail, the CSV export. */

export {
  DEMO_PROVIDER,
  GIFT_FREQUENCIES,
  GIFT_STATUSES,
  LEDGER_PAGE_SIZE,
  type GiftAuditLine,
  type GiftFilter,
  type GiftFrequency,
  type GiftStatus,
  type LedgerGift,
  type MonthTotal,
} from '../services/gift-ledger';

export const listDonations = forStaff('donations', ({ db }, filter: GiftFilter, page: number) =>
  ledgerPage(db, filter, page),
);

export const donationTotals = forStaff('donations', ({ db }) => ledgerTotals(db));

export const openDonation = forStaff('donations', ({ db }, reference: string) => ledgerGift(db, reference));

/** The gifts of an export (up to 100,000), written in the audit log with the filter that chose them. */
export const exportDonations = forStaff('donations', async ({ db, staff }, filter: GiftFilter, described: string) => {
  const rows = await ledgerGifts(db, filter);
  await recordAudit(db, staff, 'exported donations', `${rows.length} rows: ${described}`);
  return rows;
});
