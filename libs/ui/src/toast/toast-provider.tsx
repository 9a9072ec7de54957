import { TOAST_MS } from '@nukkad/contracts';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ToastItem } from './toast-item';
import type { ToastKind } from './toast-item';

export interface ToastApi {
  success: (message: string) => string;
  error: (message: string) => string;
  info: (message: string) => string;
  warning: (message: string) => string;
  /** Closes one toast by the id the methods above return. */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Auto-close delay in ms. */
  duration?: number;
  /** Most toasts shown at once; the oldest go first. */
  max?: number;
}

interface ToastEntry {
  id: string;
  kind: ToastKind;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts in a polite live region; they close after TOAST_MS or by their close button. */
export function ToastProvider({ children, duration = TOAST_MS, max = 4 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { id, kind, message }].slice(-max));
      return id;
    },
    [max],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
      warning: (message) => show('warning', message),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            id={toast.id}
            kind={toast.kind}
            message={toast.message}
            duration={duration}
            onDismiss={dismiss}
          />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** success / error / info / warning toasts; must be used inside ToastProvider. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
