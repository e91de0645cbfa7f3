import type { z } from 'zod';
import { MAX_MEMBERSHIP_BYTES } from '../api/schemas';
import { HttpError } from '../services/errors';

/*
 * The embedded server's reply envelope and body reading. Every reply is
 * { success, data }: data is the payload on success and a message string on failure.
 */

export { HttpError };

export const MAX_JSON_BYTES = 1024 * 1024;

/** The route of an /api address: the path below /api, without a trailing slash. */
export const apiRoute = (pathname: string) => pathname.replace(/^\/api(?=\/|$)/, '').replace(/\/+$/, '') || '/';

export function ok(data: unknown, status = 200): Response {
  return Response.json({ success: true, data }, { status, headers: { 'cache-control': 'no-store' } });
}

export function fail(status: number, message: string, headers?: Record<string, string>): Response {
  return Response.json(
    { success: false, data: message },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}

/** What a write that cannot be taken for a moment (the database, or the rate limit's count, out of reach) is told. */
export const UNAVAILABLE_MESSAGE =
  'The service is unavailable for a moment and nothing was stored. Please try again in a minute.';

/** The answer to a failure nobody foresaw: it names nothing of what went wrong, which is logged instead. */
export const unexpectedFailure = () => fail(500, 'The server could not complete this request. Please try again later.');

const tooLarge = (limit: number) =>
  new HttpError(
    413,
    `Request body is too large: the limit is ${limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${Math.round(limit / 1024)} KB`}`,
  );

/** Reads the body, refusing more than `limit` bytes whether or not Content-Length was sent. */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away mid-body (or its connection broke): a request cut short, not a failure of ours.
      throw new HttpError(400, 'The request body was cut short before it ended');
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The first problem zod found, as one sentence that names the field. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  const field = issue.path.join('.');
  // Our schemas' messages already name the field; zod's defaults do not, so prefix those.
  return field && !/ is | must /.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}

/** The raw multipart body (the crafts membership), never more than its files' limits allow. */
export async function readMultipartBytes(req: Request): Promise<{ bytes: Uint8Array; type: string }> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data'))
    throw new HttpError(400, 'Send the membership form as multipart/form-data');
  try {
    return { bytes: await readLimited(req, MAX_MEMBERSHIP_BYTES), type };
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw new HttpError(
        413,
        'The membership form is too large: each file may be at most 5 MB, with one certificate and six artworks',
      );
    }
    throw error;
  }
}

export async function parseMultipart({ bytes, type }: { bytes: Uint8Array; type: string }): Promise<FormData> {
  try {
    return await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'The membership form could not be read');
  }
}

export const readMultipart = async (req: Request) => parseMultipart(await readMultipartBytes(req));

export async function readJson(req: Request): Promise<unknown> {
  const bytes = await readLimited(req, MAX_JSON_BYTES);
  const raw = new TextDecoder().decode(bytes).trim();
  if (!raw) throw new HttpError(400, 'Request body is empty: send a JSON object');
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}
