import { ApiError } from '@nukkad/api-client';

/**
 * The spec's "server message, or else the fallback": the server's own words for a rejected request (4xx),
 * the fallback for anything else (network down, server error, or a reply without a message).
 * `errorMessage` from api-client cannot tell these apart: it also returns its own "Request failed (…)".
 */
export function serverMessageOr(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500) return fallback;
  const synthesized = `Request failed (${err.status})`;
  return err.message && err.message !== synthesized ? err.message : fallback;
}
