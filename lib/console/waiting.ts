import 'server-only';
import { unhandledCounts } from '../services/inbox';
import { pendingCounts } from '../services/testimonies';
import { forStaff, mayUse } from './access';
import type { WaitingWork } from './waiting-work';

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** What waits for staff, for the console's bar: each count only for those who may open its part. */
export const waitingWork = forStaff('console', async ({ db, staff }): Promise<WaitingWork> => ({
  testimonies: mayUse(staff, 'content') ? total(await pendingCounts(db)) : null,
  submissions: mayUse(staff, 'inbox') ? total(await unhandledCounts(db)) : null,
}));
