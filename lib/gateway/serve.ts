import { resolveRoute } from '../api/routes';
import { env } from '../platform/env';
import { apiRoute } from '../admin-server/http';
import { forward } from './forward';
import { guardSubmission, type Passed } from './guard';

/*
 * The site's /api: every public form submission passes the guard, then the request is answered
 * by the embedded admin server or forwarded to the organisation's (ADMIN_API_URL). A staff write
 * that succeeds makes the cache tags it changed stale at once, so pages, the sitemap and the feeds
 * show the change on their next request.
 *
 * No `import 'server-only'` here: that package throws in the Pages Router's server code, which serves
 * /api (pages/api). The architecture test holds the gateway and everything under it server-side by place.
 */

/**
 * `expire` is given where staff endpoints are served (app/api/admin): it expires a cache tag a successful
 * staff write changed. The public path (pages/api) serves no endpoint that changes a page.
 */
export async function serveApi(request: Request, expire?: (tag: string) => void): Promise<Response> {
  // proxy.ts has already answered a malformed percent-escape.
  const route = apiRoute(new URL(request.url).pathname);
  const resolution = resolveRoute(request.method, route);
  const found = resolution && 'found' in resolution ? resolution.found : [];
  // Refused before anything is written: a write whose pages could not be expired would go on showing the old content.
  if (!expire && found.some((m) => m.endpoint.invalidates)) throw new Error(`${route} changes cached pages and must be served where tags can expire`);
  // Staff writes carry the admin token instead; they are checked where they are handled.
  const staff = found.length > 0 ? found.every((m) => m.endpoint.admin) : route.startsWith('/admin/');
  let passed: Passed | undefined;
  if (request.method === 'POST' && !staff) {
    // Counted per form, whatever address it came by: the contact form has one per arm (and ACN's is
    // shared with the partnership enquiry, counted with it), and each would otherwise have its own count.
    const form = found.length > 0 ? found.map((m) => m.name).sort()[0]! : route;
    const result = await guardSubmission(
      request,
      form,
      found.some((m) => m.endpoint.multipart),
    );
    if (result instanceof Response) return result;
    passed = result;
  }
  const { ADMIN_API_URL, API_TIMEOUT_MS } = env();
  const reply = ADMIN_API_URL
    ? await forward(passed?.forwardable() ?? request, ADMIN_API_URL, API_TIMEOUT_MS)
    : await (await import('../admin-server/router')).handleApiRequest(request, { ...passed, resolution });
  if (reply.ok) {
    for (const m of found) for (const tag of m.endpoint.invalidates?.(m.params as never) ?? []) expire?.(tag);
  }
  return reply;
}
