import type { CheckedBody } from '../api/contract';
import { REPLAYED_HEADER } from '../api/idempotency';
import { resolveRoute } from '../api/routes';
import { env } from '../platform/env';
import { apiRoute } from '../admin-server/http';
import { clientAddress } from './client-address';
import { forward } from './forward';
import { HONEYPOT_FIELD } from '../api/constants';
import { guardSubmission, isFilled, type Passed, refuseForeign, refuseOverLimit, TRAPPED } from './guard';
import { refundSubmission } from './rate-limit';

/*
 * The site's /api: every public form submission passes the guard, then the request is answered
 * by the embedded admin server or forwarded to the organisation's (ADMIN_API_URL). A staff write
 * that succeeds makes the cache tags it changed stale at once, so pages, the sitemap and the feeds
 * show the change on their next request.
 */

/**
 * `expire` expires the cache tags a successful staff write changed, and the pages' copies in front (app/api
 * gives it); the reply waits for it, so the next request sees the change. A form sent without scripts
 * (lib/forms) is a public write, which changes no page.
 */
export async function serveApi(request: Request, expire?: (tags: string[]) => Promise<void>): Promise<Response> {
  // proxy.ts has already answered a malformed percent-escape.
  const route = apiRoute(new URL(request.url).pathname);
  const resolution = resolveRoute(request.method, route);
  const found = resolution && 'found' in resolution ? resolution.found : [];
  // Refused before anything is written: a write whose pages could not be expired would go on showing the old content.
  if (!expire && found.some((m) => m.endpoint.invalidates))
    throw new Error(`${route} changes cached pages and must be served where tags can expire`);
  // Staff writes carry the admin token instead; they are checked where they are handled.
  const staff = found.length > 0 ? found.every((m) => m.endpoint.admin) : route.startsWith('/admin/');
  let passed: Passed | undefined;
  if (request.method === 'POST' && !staff) {
    const result = await guardSubmission(
      request,
      formCounted(route, found),
      found.some((m) => m.endpoint.multipart),
    );
    if (result instanceof Response) return result;
    passed = result;
  }
  const reply = await answer(request, resolution, passed);
  if (passed) await uncountCopy(reply, formCounted(route, found), request.headers);
  const expired = reply.ok ? found.flatMap((m) => m.endpoint.invalidates?.(m.params) ?? []) : [];
  if (expired.length > 0) await expire?.([...new Set(expired)]);
  return reply;
}

/**
 * The embedded server's answer, handed what the guard already read (`passed`), or the organisation's
 * (ADMIN_API_URL), sent the request as it came or as the guard rebuilt it.
 */
async function answer(request: Request, resolution: ReturnType<typeof resolveRoute>, passed?: Passed) {
  const { ADMIN_API_URL, API_TIMEOUT_MS } = env();
  if (ADMIN_API_URL) return forward(passed?.forwardable() ?? request, ADMIN_API_URL, API_TIMEOUT_MS);
  const { handleApiRequest } = await import('../admin-server/router');
  return handleApiRequest(request, { ...passed, resolution });
}

/**
 * A submission answered with the reply its Idempotency-Key already had stored nothing: the limit, which
 * bounds what anonymous visitors make the server store and send, gives its count back, so that a retry
 * never uses up a visitor's limit. (A visitor already at the limit is refused before the key is read.)
 */
async function uncountCopy(reply: Response, form: string, headers: Headers): Promise<void> {
  if (reply.headers.has(REPLAYED_HEADER)) await refundSubmission(form, clientAddress({ headers }));
}

/** What the rate limit counts a submission as: its form, whatever address it was sent to. */
function formCounted(route: string, found: { name: string }[]): string {
  // The contact form has one route per arm (and ACN's is shared with the partnership enquiry, counted with
  // it), and each would otherwise have its own count.
  return found.length > 0 ? found.map((m) => m.name).sort()[0]! : route;
}

/**
 * A public form's submission made in this process: a form posted without scripts (lib/forms). It passes
 * what a post to /api passes (another site's page, the rate limit, the trap field) and reaches the same
 * handler, handed the body the form's schema already checked as it is, an object or a multipart form,
 * never encoded and read again; forwarded to ADMIN_API_URL, it is encoded once, for the wire.
 * `from` holds the request's own headers that say who is asking (lib/forms/submit-without-scripts.ts).
 * `checked` is the value the form's schema gave: where that schema is the endpoint's input, the embedded
 * server takes it as the body instead of checking the same fields again. A request to /api never has one.
 * Such a form has no Idempotency-Key of its own (a key in its cached page would be every visitor's): the
 * embedded server derives one from what it sent (lib/admin-server/idempotency.ts).
 */
export async function submitInProcess(
  route: string,
  body: unknown,
  from: Headers,
  checked?: CheckedBody,
): Promise<Response> {
  const resolution = resolveRoute('POST', route);
  const found = resolution && 'found' in resolution ? resolution.found : [];
  if (found.length === 0 || found.some((m) => m.endpoint.admin || m.endpoint.invalidates))
    throw new Error(`${route} is not a public form`);
  const refused = refuseForeign(from) ?? (await refuseOverLimit(formCounted(route, found), from));
  if (refused) return refused;
  const form = body instanceof FormData ? body : null;
  const fields = form ? null : { ...(body as Record<string, unknown>) };
  if (isFilled(form ? form.get(HONEYPOT_FIELD) : fields![HONEYPOT_FIELD])) return TRAPPED();
  form?.delete(HONEYPOT_FIELD);
  if (fields) delete fields[HONEYPOT_FIELD];

  const url = `http://localhost/api${route}`;
  const encoded = (body: BodyInit, type?: string) => {
    const headers = new Headers(from);
    if (type) headers.set('content-type', type);
    return new Request(url, { method: 'POST', headers, body });
  };
  // Encoded only when forwarded to ADMIN_API_URL; the embedded server is handed the body as it is.
  const passed: Passed = form
    ? { form, checked, deriveKey: true, forwardable: () => encoded(form) }
    : {
        json: fields,
        checked,
        deriveKey: true,
        forwardable: () => encoded(JSON.stringify(fields), 'application/json'),
      };
  const reply = await answer(new Request(url, { method: 'POST', headers: from }), resolution, passed);
  await uncountCopy(reply, formCounted(route, found), from);
  return reply;
}
