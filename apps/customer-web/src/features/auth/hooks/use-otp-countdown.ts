import { OTP_RESEND_SECONDS } from '@nukkad/contracts/light';
import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/** What a flow keeps beside its code's expiry to pick up after a reload: the phone (and name); never the code. */
export type OtpDetails = { phone: string; username?: string };

/** The sign-in and sign-up waits are separate, so a code sent by one never reopens the other. */
export type OtpFlow = 'login' | 'signup';

export const OTP_STORAGE_KEYS: Record<OtpFlow, { expiry: string; details: string }> = {
  login: { expiry: STORAGE_KEYS.otpExpiry, details: 'nukkad.customer.otpDetails' },
  signup: { expiry: 'nukkad.customer.signupOtpExpiry', details: 'nukkad.customer.signupOtpDetails' },
};

type Stored = { expiresAt: number; details: OtpDetails | null };

function readDetails(key: string): OtpDetails | null {
  try {
    const value = JSON.parse(readStorage(key) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { phone, username } = value as Record<string, unknown>;
    if (typeof phone !== 'string') return null;
    return typeof username === 'string' ? { phone, username } : { phone };
  } catch {
    return null;
  }
}

function clearStored(flow: OtpFlow) {
  removeStorage(OTP_STORAGE_KEYS[flow].expiry);
  removeStorage(OTP_STORAGE_KEYS[flow].details);
}

/** The stored wait if it is still running; a past one is cleared with its details. */
function readStored(flow: OtpFlow): Stored | null {
  const raw = readStorage(OTP_STORAGE_KEYS[flow].expiry);
  if (raw === null) return null;
  const at = Number(raw);
  if (Number.isFinite(at) && at > Date.now()) return { expiresAt: at, details: readDetails(OTP_STORAGE_KEYS[flow].details) };
  clearStored(flow);
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
  /** What the send was for, when the countdown was restored after a reload. */
  restored: OtpDetails | null;
  /** Starts the wait after a successful send and remembers its end, and what it was for, across reloads. */
  start: (details: OtpDetails) => void;
  /** Forgets the countdown, e.g. after signing in. */
  reset: () => void;
};

/**
 * The wait before a code may be re-sent (OTP_RESEND_SECONDS). Its end time and the phone it went to are kept
 * in localStorage, so a reload during the wait restores the remaining time, the OTP field and the phone.
 */
export function useOtpCountdown(flow: OtpFlow, seconds: number = OTP_RESEND_SECONDS): OtpCountdown {
  const [initial] = useState(() => readStored(flow));
  const [expiresAt, setExpiresAt] = useState<number | null>(initial?.expiresAt ?? null);
  const [revealed, setRevealed] = useState(initial !== null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= expiresAt) {
        clearStored(flow);
        setExpiresAt(null);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, flow]);

  const start = useCallback(
    (details: OtpDetails) => {
      const current = Date.now();
      const at = current + seconds * 1000;
      writeStorage(OTP_STORAGE_KEYS[flow].expiry, String(at));
      writeStorage(OTP_STORAGE_KEYS[flow].details, JSON.stringify(details));
      setNow(current);
      setExpiresAt(at);
      setRevealed(true);
    },
    [flow, seconds],
  );

  const reset = useCallback(() => {
    clearStored(flow);
    setExpiresAt(null);
    setRevealed(false);
  }, [flow]);

  const secondsLeft = expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return { revealed, counting: expiresAt !== null && secondsLeft > 0, secondsLeft, restored: initial?.details ?? null, start, reset };
}
