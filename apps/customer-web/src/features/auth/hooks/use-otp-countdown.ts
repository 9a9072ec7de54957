import { OTP_RESEND_SECONDS } from '@nukkad/contracts';
import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/** The stored expiry (ms since epoch) if it is still in the future; a past one is cleared. */
function readStoredExpiry(): number | null {
  const raw = readStorage(STORAGE_KEYS.otpExpiry);
  if (raw === null) return null;
  const at = Number(raw);
  if (Number.isFinite(at) && at > Date.now()) return at;
  removeStorage(STORAGE_KEYS.otpExpiry);
  return null;
}

/** "1:05" for 65 seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export type OtpCountdown = {
  /** Whether the OTP field shows: a code was sent in this visit, or a countdown was restored. */
  revealed: boolean;
  /** True until the resend wait is over. */
  counting: boolean;
  secondsLeft: number;
  /** Starts the wait after a successful send and remembers its end across reloads. */
  start: () => void;
  /** Forgets the countdown, e.g. after signing in. */
  reset: () => void;
};

/**
 * The wait before a code may be re-sent (OTP_RESEND_SECONDS). Its end time is kept in
 * localStorage, so a reload during the wait restores the remaining time and the OTP field.
 */
export function useOtpCountdown(seconds: number = OTP_RESEND_SECONDS): OtpCountdown {
  const [initial] = useState(readStoredExpiry);
  const [expiresAt, setExpiresAt] = useState<number | null>(initial);
  const [revealed, setRevealed] = useState(initial !== null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= expiresAt) {
        removeStorage(STORAGE_KEYS.otpExpiry);
        setExpiresAt(null);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  const start = useCallback(() => {
    const current = Date.now();
    const at = current + seconds * 1000;
    writeStorage(STORAGE_KEYS.otpExpiry, String(at));
    setNow(current);
    setExpiresAt(at);
    setRevealed(true);
  }, [seconds]);

  const reset = useCallback(() => {
    removeStorage(STORAGE_KEYS.otpExpiry);
    setExpiresAt(null);
    setRevealed(false);
  }, []);

  const secondsLeft = expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return { revealed, counting: expiresAt !== null && secondsLeft > 0, secondsLeft, start, reset };
}
