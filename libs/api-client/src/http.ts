import type { FieldError } from '@nukkad/contracts';
import type { z } from 'zod';

/** One error type for every failed call; `message` always reads well, `serverMessage` is only the server's own words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    /** The message of a `success: false` reply, or null when the client made the message up (network, unreadable reply). */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isUnauthorized() {
    return this.status === 401;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** How a call reaches the API: the browser's fetch, or (rendering a page on the server) the API answering in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport | null = null;

/** Sends every call through `send` from now on; the server's page renderer sets it once, the browser never does. */
export function setApiTransport(send: ApiTransport): void {
  transport = send;
}

/**
 * Same-origin JSON call with the session cookie; throws ApiError on any failure. `S` is the reply's schema in
 * contracts, used as a type only: the API writes every reply through a serializer compiled from that schema (and
 * checks it against it outside production), so the browser does not load zod to check it a second time.
 */
export async function request<S extends z.ZodType>(path: string, opts: RequestOptions = {}): Promise<z.output<S>> {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) search.set(k, String(v));
  const url = `/api${path}${search.size ? `?${search}` : ''}`;
  let res: Response;
  try {
    res = await (transport ?? fetch)(url, {
      method: opts.method ?? 'GET',
      credentials: 'include',
      headers: { accept: 'application/json', ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  const data: unknown = await res.json().catch(() => null);
  const body = (data ?? {}) as { success?: boolean; message?: string; errors?: FieldError[] };
  if (!res.ok || body.success === false) {
    // Any status counts: the API's masked 5xx ("Something went wrong…") is plain words too.
    const serverMessage = body.success === false && typeof body.message === 'string' && body.message ? body.message : null;
    throw new ApiError(res.status, body.message ?? `Request failed (${res.status})`, body.errors ?? [], serverMessage);
  }
  if (data === null || typeof data !== 'object') throw new ApiError(res.status, 'The server sent an unexpected reply.');
  return data as z.output<S>;
}

/** The spec's "the server message, or <fallback>": the server's own words when it sent some, else the screen's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return (err instanceof ApiError ? err.serverMessage : null) ?? fallback;
}

/** A 400 reply's messages per field, for a form to show under its fields; nothing for any other failure. */
export function replyFieldErrors(err: unknown): readonly FieldError[] | undefined {
  return err instanceof ApiError ? err.errors : undefined;
}
