// localStorage that never throws: storage can be blocked (private mode, policies) and the app must still work.

export const STORAGE_KEYS = {
  theme: 'nukkad.customer.theme',
  otpExpiry: 'nukkad.customer.otpExpiry',
  /** The non-secret "signed in" marker: without it the session is not even checked. */
  session: 'nukkad.customer.session',
  /** When "Not now" was answered to the notifications prompt. */
  pushPrompt: 'nukkad.customer.pushPrompt',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage only the restore-after-reload is lost.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
