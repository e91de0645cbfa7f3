import { createClient } from './client';

/** The browser's client: same-origin /api, answered by the embedded server or forwarded to ADMIN_API_URL (app/api). */
export const browserApi = createClient({ baseUrl: '/api', timeoutMs: 15000 });
