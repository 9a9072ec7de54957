import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and during hydration, true from the render after: what only the browser knows (storage, the
 * install prompt) renders then, so the server's HTML and the browser's first render always agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
