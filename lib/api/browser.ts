import { createClient } from './client';

/** The browser's client: same-origin /api, answered by the embedded server or forwarded by proxy.ts. */
export const browserApi = createClient({ baseUrl: '/api', timeoutMs: 15000 });
