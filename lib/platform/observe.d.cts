/*
 * The types of lib/platform/observe.cjs, for the TypeScript that imports it: the shared logger, the
 * counts, the readiness checks. Only what the app uses is declared.
 */

/**
 * What a log line may carry beside its fixed message: the kind of thing it is about, never a visitor's
 * values. `error` is written as its name, code, message and stack, with e-mail addresses blotted out.
 */
export interface LogFields {
  error?: unknown;
  /** An API route as the router names it (`/suscribe/addSuscriber`), never with its query. */
  route?: string;
  method?: string;
  status?: number;
  /** What the line is about, from a fixed set (a check's name, a store's name). */
  what?: string;
}

type Write = (msg: string, fields?: LogFields) => void;

export const log: { error: Write; warn: Write; info: Write; debug: Write };

export type SubmissionKind =
  | 'subscription'
  | 'waitlist'
  | 'testimony'
  | 'message'
  | 'donation'
  | 'order'
  | 'volunteer'
  | 'member'
  | 'champion'
  | 'craft_member';

export const count: {
  submissionStored: (kind: SubmissionKind) => void;
  formRefused: (reason: 'rate_limit' | 'limiter_unavailable') => void;
  signInThrottled: () => void;
  mailSent: () => void;
  mailRetried: () => void;
  mailFailed: () => void;
  redisCache: (result: 'hit' | 'miss' | 'error') => void;
  /** One purge of a copy in nginx: removed, none held, or failed (lib/purge/nginx.ts). */
  nginxPurge: (result: 'purged' | 'absent' | 'failed') => void;
  /** A staff write's purge ended: every copy purged, or given up after its retries (lib/purge/job.ts). */
  nginxPurgeJob: (outcome: 'done' | 'gave_up') => void;
};

export function measureMailWaiting(read: () => Promise<number>): void;

export function addReadinessCheck(name: string, check: () => Promise<unknown>, options?: { required?: boolean }): void;

export function readinessChecksAdded(): void;

export function markStopping(): void;

export function redisConnected(): Promise<boolean>;

export function outsideRequest<T>(make: () => T): T;

export function within<T>(ms: number, promise: Promise<T>): Promise<T>;
