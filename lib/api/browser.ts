import { createClient, type Transport } from './client';

/**
 * The browser's client for one submission and its retries: same-origin /api, answered by the embedded server
 * or forwarded to ADMIN_API_URL (app/api), each post carrying `idempotencyKey` as its Idempotency-Key. Forms get
 * one from useApiForm (components/forms/use-api-form.ts), which keeps the key while the same values are sent again,
 * and the transport that hands a post without a reply to the service worker (lib/offline/keep.ts).
 */
export const submissionApi = (idempotencyKey: string, transport?: Transport) =>
  createClient({ baseUrl: '/api', timeoutMs: 15000, idempotencyKey, transport });
