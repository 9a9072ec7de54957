import { useHydrated } from '@nukkad/ui';
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Set once the visitor closes the banner, so it stays closed on later visits. */
export const INSTALL_DISMISSED_KEY = 'nukkad.customer.installDismissed';

// Not in TypeScript's DOM library: Chromium's install prompt event.
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type InstallState = {
  /** The captured prompt, usable once. */
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
  /** The banner was closed, now or on an earlier visit. */
  dismissed: boolean;
};

// The browser fires beforeinstallprompt once, possibly before any page mounts, so it is caught at start-up.
let state: InstallState = { prompt: null, installed: false, dismissed: false };
const listeners = new Set<() => void>();
let capturing = false;

function update(patch: Partial<InstallState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

/** Starts catching the install prompt; call once at start-up (repeat calls do nothing). */
export function captureInstallPrompt() {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    update({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ installed: true, prompt: null }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;

/** True when the app already runs as an installed app. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const standaloneMedia = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standaloneMedia || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  // iPadOS reports itself as a Mac with touch.
  return /iphone|ipad|ipod/i.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

export function useInstallPrompt() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  // Storage only after hydration: the server's page shows the banner, and the browser's first render must agree.
  const hydrated = useHydrated();
  const dismissed = current.dismissed || (hydrated && readStorage(INSTALL_DISMISSED_KEY) === 'true');

  /** Shows the browser's install prompt; resolves to whether the visitor accepted. */
  const promptInstall = useCallback(async (): Promise<boolean> => {
    const event = state.prompt;
    if (!event) return false;
    update({ prompt: null });
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') update({ installed: true });
    return choice.outcome === 'accepted';
  }, []);

  const dismiss = useCallback(() => {
    writeStorage(INSTALL_DISMISSED_KEY, 'true');
    update({ dismissed: true });
  }, []);

  return { canPrompt: current.prompt !== null, installed: current.installed, dismissed, hydrated, promptInstall, dismiss };
}
