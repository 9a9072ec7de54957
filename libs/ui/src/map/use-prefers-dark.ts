import { useSyncExternalStore } from 'react';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null);

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the device asks for dark colours (the map's tiles follow the device, not the app's theme toggle: DESIGN §7). */
export const usePrefersDark = () => useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
