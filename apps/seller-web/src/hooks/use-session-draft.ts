import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';

const PREFIX = 'nukkad.seller.draft.';

function readDraft<T>(key: string, read: (raw: unknown) => T | null): T | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text === null ? null : read(JSON.parse(text));
  } catch {
    return null;
  }
}

export interface SessionDraft<T> {
  value: T;
  setValue: Dispatch<SetStateAction<T>>;
  /** Whether the value came back from an earlier visit of this tab (a reload, or the camera app closing the page). */
  restored: boolean;
  /** Forgets the draft, e.g. once the form is saved. */
  clear: () => void;
  /** Forgets the draft and goes back to the initial value. */
  discard: () => void;
}

/**
 * A form's values kept in this tab's sessionStorage from the first change on, so a reload loses nothing.
 * `read` checks a stored value's shape and returns null for anything it does not recognise.
 */
export function useSessionDraft<T>(key: string, initial: T, read: (raw: unknown) => T | null): SessionDraft<T> {
  const [stored] = useState(() => readDraft(key, read));
  const [value, setState] = useState<T>(() => stored ?? initial);
  const [restored, setRestored] = useState(stored !== null);
  const changed = useRef(stored !== null);

  useEffect(() => {
    if (!changed.current) return;
    try {
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // A full or blocked storage only means the draft is not kept; the form still works.
    }
  }, [key, value]);

  const setValue = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    changed.current = true;
    setState(next);
  }, []);

  const clear = useCallback(() => {
    changed.current = false;
    window.sessionStorage.removeItem(PREFIX + key);
  }, [key]);

  const discard = useCallback(() => {
    clear();
    setRestored(false);
    setState(initial);
  }, [clear, initial]);

  return { value, setValue, restored, clear, discard };
}

/** Helpers for `read`: a stored value's parts. */
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
