import { ARM_NAMES, inboxFilter } from '@/components/admin/inbox-filter';
import { currentStaff } from '@/lib/auth/session';
import { toCsv } from '@/lib/csv';
import { recordAudit } from '@/lib/store/console';
import { getDb } from '@/lib/store/db';
import { KINDS, submissions } from '@/lib/store/inbox';

/** The inbox's list as filtered, as a CSV file, for signed-in staff; each export is in the audit log. */
export async function GET(request: Request) {
  const staff = await currentStaff();
  if (!staff) return new Response('Sign in to export submissions', { status: 401, headers: { 'Cache-Control': 'private, no-store' } });
  const filter = inboxFilter(new URL(request.url).searchParams);
  const db = await getDb();
  const rows = await submissions(db, filter, 100_000);
  const fieldNames = KINDS[filter.kind].fields.map(([heading]) => heading);
  const csv = toCsv(
    ['Name', 'E-mail', 'Arm', 'Sent (UTC)', ...fieldNames, 'Handled (UTC)', 'Handled by'],
    rows.map((s) => [s.name, s.email, ARM_NAMES[s.arm] ?? s.arm, s.createdAt, ...s.fields.map(([, value]) => value), s.handledAt ?? '', s.handledBy ?? '']),
  );
  const described = new URL(request.url).searchParams.toString() || `kind=${filter.kind}`;
  await recordAudit(db, staff, 'exported submissions', `${rows.length} rows: ${described}`);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filter.kind}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
