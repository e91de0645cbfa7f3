import 'server-only';
import type { TestimonyStatus } from '../api/schemas';
import { pendingCounts, setTestimoniesStatus, type TestimonyFilter, testimoniesFor } from '../services/testimonies';
import { forStaff } from './access';

/* Testimonies of every state, for moderation. */

export const listTestimonies = forStaff('content', ({ db }, filter: TestimonyFilter) => testimoniesFor(db, filter));

/** Pending testimonies per arm, for the console's front page. */
export const pendingTestimonies = forStaff('content', ({ db }) => pendingCounts(db));

/** Sets the state of the testimonies named; answers how many there were. */
export const setTestimonyStatus = forStaff('content', ({ db, staff }, ids: string[], status: TestimonyStatus) =>
  setTestimoniesStatus(db, staff, ids, status),
);
