import { createSession, createSessionMarker, logout } from '@nukkad/api-client';
import { STORAGE_KEYS } from '../config/app';
import { paths } from '../config/paths';

/** The delivery partner's session: the cookie is the session, the marker only drives the redirects (spec §2 and §4). */
export const session = createSession({
  marker: createSessionMarker(STORAGE_KEYS.session),
  loginPath: paths.auth.login.getHref(),
  homePath: paths.delivery.dashboard.getHref(),
  logout,
  afterLogout: { path: paths.auth.login.getHref(), delayMs: 0 },
});
