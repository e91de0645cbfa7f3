/** What waits for staff: testimonies to review, and submissions not yet handled (null: not theirs to see). */
export interface WaitingWork {
  testimonies: number | null;
  submissions: number | null;
}
