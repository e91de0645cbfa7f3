import 'server-only';
import { env } from '../env';
import { apiRoute } from '../store/http';
import { forward } from './forward';
import { guardSubmission } from './guard';

/*
 * The site's /api: every public form submission passes the guard, then the request is answered
 * by the embedded admin server or forwarded to the organisation's (ADMIN_API_URL).
 */

export async function serveApi(request: Request): Promise<Response> {
  // proxy.ts has already answered a malformed percent-escape.
  const route = apiRoute(new URL(request.url).pathname);
  let req = request;
  // Staff writes carry the admin token instead; they are checked where they are handled.
  if (req.method === 'POST' && !route.startsWith('/admin/')) {
    const passed = await guardSubmission(req, route);
    if (passed instanceof Response) return passed;
    req = passed;
  }
  const { ADMIN_API_URL, API_TIMEOUT_MS } = env();
  if (ADMIN_API_URL) return forward(req, ADMIN_API_URL, API_TIMEOUT_MS);
  const { handleApiRequest } = await import('../store/router');
  return handleApiRequest(req);
}
