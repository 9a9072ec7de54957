import { useSyncExternalStore } from 'react';

/**
 * A non-secret "signed in" flag in localStorage that only drives an app's redirects.
 * The session itself is the API's httpOnly cookie; the token of a login reply is never stored.
 */
export interface SessionMarker {
  /** True when this browser has signed in and not signed out since. */
  has(): boolean;
  /** Marks the browser as signed in, after a successful login. */
  set(): void;
  /** Forgets the sign-in: after logout, or when the API answers 401. */
  clear(): void;
  /** The marker as React state: re-renders when it is set or cleared, here or in another tab. */
  useIsSet(): boolean;
}

/** The marker of one app, stored under its own key. */
export function createSessionMarker(storageKey: string): SessionMarker {
  const listeners = new Set<() => void>();

  function has(): boolean {
    try {
      return window.localStorage.getItem(storageKey) === '1';
    } catch {
      // Blocked storage: behave as signed out; the login page still works.
      return false;
    }
  }

  function write(signedIn: boolean): void {
    try {
      if (signedIn) window.localStorage.setItem(storageKey, '1');
      else window.localStorage.removeItem(storageKey);
    } catch {
      // Blocked storage only costs the redirect shortcut; the cookie still decides on the server.
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // Signing in or out in another tab of the app updates this one too (a null key means storage was cleared).
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    has,
    set: () => write(true),
    clear: () => write(false),
    useIsSet: () => useSyncExternalStore(subscribe, has, () => false),
  };
}
