import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../config/app';

// The session itself is the httpOnly cookie the API sets; this marker only drives the spec's redirect rules.
const KEY = STORAGE_KEYS.session;
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function write(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Blocked storage: the redirects fall back to "signed out"; the cookie still decides on the server.
  }
  listeners.forEach((listener) => listener());
}

/** True when this browser has signed in as a delivery partner and not signed out since. */
export const hasSession = read;
/** Marks the browser as signed in after a successful login. */
export const markSession = () => write(true);
/** Forgets the sign-in: after logout, on "Back to login", or when the API answers 401. */
export const clearSession = () => write(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Logging out in another tab signs this one out too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The marker as React state: components re-render when it is set or cleared. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
