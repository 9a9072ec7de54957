import { adminLogout, adminQueryOptions, createSession, createSessionMarker } from '@nukkad/api-client';
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
