import 'server-only';
import { TYPE_OF_EXTENSION } from '../api/constants';
import path from 'node:path';
import { recordAudit } from '../services/audit';
import { readUpload } from '../services/uploads';
import {
  type InboxFilter,
  type SubmissionKind,
  setHandled,
  submission,
  submissions,
  unhandledCounts,
} from '../services/inbox';
import { forStaff } from './access';

/* Visitors' submissions: what they sent, their files, the handled marks and the CSV export. */

export {
  announcedKindsOf,
  KINDS,
  SUBMISSION_KINDS,
  type InboxFilter,
  type Submission,
  type SubmissionKind,
} from '../services/inbox';

export const listSubmissions = forStaff('inbox', ({ db }, filter: InboxFilter) => submissions(db, filter));

export const openSubmission = forStaff('inbox', ({ db }, kind: SubmissionKind, id: string) => submission(db, kind, id));

/** How many of each kind are not handled yet. */
export const unhandledSubmissions = forStaff('inbox', ({ db }) => unhandledCounts(db));

export const markSubmission = forStaff('inbox', ({ db, staff }, kind: SubmissionKind, id: string, handled: boolean) =>
  setHandled(db, staff, kind, id, handled),
);

/** The rows of an export (up to 100,000), written in the audit log with the filter that chose them. */
export const exportSubmissions = forStaff('inbox', async ({ db, staff }, filter: InboxFilter, described: string) => {
  const rows = await submissions(db, filter, 100_000);
  await recordAudit(db, staff, 'exported submissions', `${rows.length} rows: ${described}`);
  return rows;
});

/**
 * A crafts membership's certificate or artwork: its bytes, type and a download name, or null. The
 * path comes from the stored record, never from the address, and only uploads/ is read (readUpload).
 */
export const craftsFile = forStaff('inbox', async ({ db }, id: string, index: number) => {
  const found = await submission(db, 'crafts', id);
  const file = found?.files[index];
  if (!file) return null;
  const bytes = await readUpload(db, file.path);
  if (!bytes) return null;
  const extension = path.extname(file.path).slice(1).toLowerCase();
  const name = `${found.name.replace(/[^\p{L}\p{N} -]/gu, '').trim() || 'member'} - ${file.label}.${extension}`;
  return { bytes, name, type: TYPE_OF_EXTENSION[extension] ?? 'application/octet-stream' };
});
