import type { IncomingMessage, ServerResponse } from 'node:http';
import { unexpectedFailure } from '../admin-server/http';
import { serveApi } from './serve';

/*
 * /api as Next's Pages Router serves it (pages/api/[[...path]].ts says why there): Next hands over
 * Node's own request and response, and the gateway speaks Web Request and Response, as everywhere
 * else (route handlers, server actions, tests). These functions cross over, and nothing else does.
 */

/** Only the path and query of the address are read downstream: the host is fixed, never parsed from the client's header. */
const BASE = 'http://localhost';

/**
 * The body as a Web stream, read from the socket as it is pulled. Whatever is left unread (a reader
 * stopped at its size limit, or refused the request first) is drained and dropped once the answer is
 * sent (serveNodeApi), never left in the connection: the next request on it would be read from the
 * middle of this body, and the client would see the connection reset.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  const finish = (settle: () => void) => {
    if (open) settle();
    open = false;
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.pause();
      req.once('end', () => finish(() => controller.close()));
      req.once('error', (error) => finish(() => controller.error(error)));
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      req.resume();
    },
  });
}

/** The request as a Web Request; its body streams from the socket, so the readers' size limits still cut it short. */
function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', BASE), {
    method,
    headers,
    body: hasBody ? bodyOf(req) : undefined,
    // A streamed request body must say so (fetch spec); undici refuses it otherwise.
    ...(hasBody ? { duplex: 'half' } : {}),
  });
}

/** Sends a Web Response on Node's response. The API's answers are small JSON, so the body is sent whole. */
async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/** The path asked, without its query, at most 200 characters: what a log line names. */
const routeOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0]!.slice(0, 200);

/** Answers one request to /api outside the staff endpoints. */
export async function serveNodeApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let reply: Response;
  try {
    reply = await serveApi(toWebRequest(req));
  } catch (error) {
    // In JSON, like every other answer of the API, rather than Next's HTML error page. Logged with the
    // route without its query (a query is the client's to fill, at any length), unless the client went
    // away mid-body: that is no failure of ours.
    if (!(req.destroyed && !req.complete)) console.error(`[api] ${req.method} ${routeOf(req)} failed`, error);
    reply = unexpectedFailure();
  }
  await sendWebResponse(res, reply);
  if (!req.complete) {
    // Drop what was not read (bodyOf says why): nothing pulls the stream any more, so its reader goes too.
    req.removeAllListeners('data');
    req.resume();
  }
}
