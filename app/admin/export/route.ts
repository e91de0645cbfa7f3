import { ARM_NAMES, inboxFilter, languageName } from '@/components/admin/inbox-filter';
import { refusal } from '@/lib/console/access';
import { exportSubmissions, KINDS } from '@/lib/console/inbox';
import { toCsv } from '@/lib/format/csv';

/** Admins only: the inbox's list as filtered, as a CSV file; each export is in the audit log. */
export async function GET(request: Request) {
  const refused = await refusal('inbox');
  if (refused) return refused;
  const filter = inboxFilter(new URL(request.url).searchParams);
  const described = new URL(request.url).searchParams.toString() || `kind=${filter.kind}`;
  const rows = await exportSubmissions(filter, described);
  const fieldNames = KINDS[filter.kind].fields.map(([heading]) => heading);
  const csv = toCsv(
    ['Name', 'E-mail', 'Arm', 'Language', 'Sent (UTC)', ...fieldNames, 'Handled (UTC)', 'Handled by'],
    rows.map((s) => [
      s.name,
      s.email,
      ARM_NAMES[s.arm] ?? s.arm,
      languageName(s.locale),
      s.createdAt,
      ...s.fields.map(([, value]) => value),
      s.handledAt ?? '',
      s.handledBy ?? '',
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filter.kind}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
