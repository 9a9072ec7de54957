import { ApiError } from '@nukkad/api-client';

// Messages the api-client makes up itself (no reply body, or a reply it could not read): not the server's words.
const CLIENT_MADE_MESSAGE = /^(Request failed \(\d+\)|The server sent an unexpected reply\.)$/;

/** The message the server sent with a failure (`success: false`), or null for network and unreadable failures. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || !error.message) return null;
  return CLIENT_MADE_MESSAGE.test(error.message) ? null : error.message;
}

/** The server's message when it sent one, else the screen's own fallback (spec §8: "X, or the server message"). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
