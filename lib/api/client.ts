import type { z } from 'zod';
import type { Endpoint } from './contract';
import { IDEMPOTENCY_HEADER, keyHeaderValue } from './idempotency';

/*
 * The one typed client of the admin contract, used by the browser and the server alike.
 * A call never throws: it resolves to the data, or to an error result carrying the HTTP status
 * and the server's message (or, when there was no reply, the error's own message).
 */

/**
 * `kept`: no reply came, and the transport handed the request to the device to send when the connection
 * returns (lib/offline/keep.ts): not stored yet, and nothing to send again.
 */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number | null; message: string | null; kept?: true };

/** 400, 403 and 404 are the server's answer about this thing (unknown, unpublished, malformed), not an outage. */
export function isDefinitive(result: ApiResult<unknown>): boolean {
  return !result.ok && (result.status === 400 || result.status === 403 || result.status === 404);
}

/** The name of the error a transport throws for a request it kept to send later (lib/offline/keep.ts). */
export const KEPT_FOR_LATER = 'KeptForLater';

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A server in this process, handed the body as it is (an object, or a multipart form), never encoded, and
 * the headers the call would have sent (its Idempotency-Key).
 */
export type Deliver = (
  path: string,
  method: 'GET' | 'POST',
  body: unknown,
  headers: Record<string, string>,
) => Promise<Response>;

export interface ClientOptions {
  /** Base address of the admin API, ending in /api (no trailing slash). */
  baseUrl: string;
  transport?: Transport;
  /** Instead of a transport: the server in this process, which reads no encoded body (lib/gateway/serve.ts). */
  deliver?: Deliver;
  /** Give up after this long: a page or a form must never hang on a server that does not answer. */
  timeoutMs?: number;
  /** Extra fetch options per endpoint (the server adds Next's revalidate and tags here). */
  requestInit?: (endpoint: Endpoint<never, z.ZodType | undefined, z.ZodType>, params: unknown) => RequestInit;
  /**
   * The Idempotency-Key every submission this client sends carries (lib/api/idempotency.ts): a client made
   * for one submission and its retries, so that the server stores it once however often it arrives.
   */
  idempotencyKey?: string;
}

export const FALLBACK_ERROR = 'An error occurred';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
/** What a form shows when the admin server is down, slow or broken. */
export const UNAVAILABLE = 'The service is unavailable, please try again';

/** What an error toast shows for a failed call: the server's message, else the generic text. */
export function errorMessage(result: { ok: false; message: string | null }): string {
  return result.message?.trim() ? result.message : FALLBACK_ERROR;
}

type CallArgs<P, I> = (P extends void ? { params?: undefined } : { params: P }) &
  (I extends z.ZodType ? { body: z.input<I> | FormData } : { body?: undefined }) & { signal?: AbortSignal };

function messageOf(json: unknown): string | null {
  if (json && typeof json === 'object') {
    const { data, message } = json as { data?: unknown; message?: unknown };
    if (typeof data === 'string') return data;
    if (typeof message === 'string') return message;
  }
  return null;
}

/** The answer, unless `signal` aborts first (with its reason: a TimeoutError or an AbortError). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    }),
  ]);
}

export function createClient(options: ClientOptions) {
  const transport: Transport = options.transport ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 8000;

  /** Calls an endpoint with the parameters and the body its contract row takes. */
  function call<P, I extends z.ZodType | undefined, O extends z.ZodType>(
    endpoint: Endpoint<P, I, O>,
    args: CallArgs<P, I>,
  ): Promise<ApiResult<z.output<O>>> {
    const { params, body, signal } = args as { params?: P; body?: unknown; signal?: AbortSignal };
    return send(endpoint, params as P, body, signal);
  }

  /** Reads an endpoint that takes no body, by its path's parameters (`undefined` for one that takes none). */
  function get<P, O extends z.ZodType>(
    endpoint: Endpoint<P, undefined, O>,
    params: P,
    signal?: AbortSignal,
  ): Promise<ApiResult<z.output<O>>> {
    return send(endpoint, params, undefined, signal);
  }

  async function send<P, I extends z.ZodType | undefined, O extends z.ZodType>(
    endpoint: Endpoint<P, I, O>,
    params: P,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<ApiResult<z.output<O>>> {
    const url = options.baseUrl + endpoint.path(params);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.idempotencyKey && endpoint.idempotent)
      headers[IDEMPOTENCY_HEADER] = keyHeaderValue(options.idempotencyKey);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const extra = options.requestInit?.(endpoint, params) ?? {};

    const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = options.deliver
        ? await untilAborted(options.deliver(endpoint.path(params), endpoint.method, body, headers), abort)
        : await transport(url, { ...extra, method: endpoint.method, headers, body: payload, signal: abort });
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || (name === 'AbortError' && timeout.aborted)) {
        return { ok: false, status: null, message: TIMEOUT_MESSAGE };
      }
      if (name === KEPT_FOR_LATER) return { ok: false, status: null, message: null, kept: true };
      return { ok: false, status: null, message: (error as Error)?.message || 'Network error' };
    }

    let json: unknown;
    try {
      const raw = await response.text();
      json = raw ? JSON.parse(raw) : undefined;
    } catch (error) {
      if ((error as Error)?.name === 'TimeoutError') return { ok: false, status: null, message: TIMEOUT_MESSAGE };
      // An HTML error page or other non-JSON reply: keep the status, carry no server message.
      return {
        ok: false,
        status: response.status,
        message: response.ok ? 'The server sent a reply that is not JSON' : null,
      };
    }

    // Rely on the status and `data`, never on `success` alone: the existing server
    // answers some good lists with success:false.
    const data = (json as { data?: unknown } | undefined)?.data;
    if (!response.ok || data === undefined || data === null) {
      return { ok: false, status: response.status, message: messageOf(json) };
    }
    const parsed = endpoint.output.safeParse(data);
    if (!parsed.success) {
      return { ok: false, status: response.status, message: 'The server sent data in an unexpected shape' };
    }
    return { ok: true, status: response.status, data: parsed.data };
  }

  return { call, get };
}

export type ApiClient = ReturnType<typeof createClient>;
