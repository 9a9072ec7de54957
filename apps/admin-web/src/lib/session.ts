import { ApiError, adminLogout, adminQueryOptions, createSession, createSessionMarker } from '@nukkad/api-client';
import { STORAGE_KEYS } from '../config/app';
import { paths } from '../config/paths';

/** The admin's session: the cookie is the session, the marker only drives the redirects (spec §2 and §4). */
export const session = createSession({
  marker: createSessionMarker(STORAGE_KEYS.session),
  loginPath: paths.auth.login.getHref(),
  homePath: paths.app.dashboard.getHref(),
  logout: adminLogout,
  afterLogout: { path: paths.auth.login.getHref(), delayMs: 0 },
});

/** The signed-in admin (GET /api/admin/me); also the app's session check. */
export function useAdmin() {
  return session.useSessionQuery(adminQueryOptions());
}

/**
 * The server refused the admin's session (spec §4: a dashboard failure with success false goes to login): a 401 or 403,
 * or a reply that came back but said success false. Network and server failures are not refusals; they get Retry.
 */
export function isRefusedSession(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401 || error.status === 403) return true;
  return error.status >= 200 && error.status < 300 && error.serverMessage !== null;
}
