import { createSessionMarker } from '@nukkad/api-client';
import { STORAGE_KEYS } from '../config/app';

/** Set while this browser is signed in as a seller; only drives the redirects, the session itself is the API's cookie. */
export const sessionMarker = createSessionMarker(STORAGE_KEYS.session);
