import { useSyncExternalStore } from 'react';

/**
 * A non-secret "signed in" flag used only to decide redirects. The session itself is the API's
 * httpOnly cookie; the token in the login reply is never stored.
 */
export const SESSION_MARKER_KEY = 'nukkad.admin.session';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function hasSessionMarker(): boolean {
  try {
    return window.localStorage.getItem(SESSION_MARKER_KEY) === '1';
  } catch {
    // Blocked storage: behave as signed out; the login page still works.
    return false;
  }
}

export function setSessionMarker(): void {
  try {
    window.localStorage.setItem(SESSION_MARKER_KEY, '1');
  } catch {
    // Blocked storage only costs the redirect shortcut; the cookie session still works.
  }
  notify();
}

export function clearSessionMarker(): void {
  try {
    window.localStorage.removeItem(SESSION_MARKER_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Logging in or out in another tab of this app updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_MARKER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the marker is set; re-renders when it changes (here or in another tab). */
export function useSessionMarker(): boolean {
  return useSyncExternalStore(subscribe, hasSessionMarker, () => false);
}
