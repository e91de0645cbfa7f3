import { serveNodeApi } from '@/lib/gateway/node-http';

/*
 * The site's admin API (the embedded server, or a guarded forward to ADMIN_API_URL: lib/gateway), except
 * the staff endpoints under /api/admin, which app/api/admin serves. It is a Pages Router API route, not an
 * App Router route handler, because Next does far less around each request here (it builds no Web Request
 * and no render context): this is the public forms' path, and `npm run bench` counts its durable writes.
 * The App Router's per-request cost upstream: vercel/next.js#50852. A staff write expires cache tags
 * (revalidateTag), which only the App Router's request context allows, hence the split.
 */

export const config = {
  // The gateway reads the body itself, with each form's own size limit.
  api: { bodyParser: false, responseLimit: false, externalResolver: true },
};

export default serveNodeApi;
