import { TOAST_MS } from '@nukkad/contracts/light';
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ToastItem } from './toast-item';
import type { ToastKind } from './toast-item';

/**
 * One component's toasts. A flow's success closes the errors and warnings that component showed on earlier steps
 * (an 'Incorrect OTP' goes when the login succeeds); `clearProblems` does the same for a step with no success toast.
 */
export interface ToastApi {
  success: (message: string) => string;
  error: (message: string) => string;
  info: (message: string) => string;
  warning: (message: string) => string;
  /** Closes one toast by the id the methods above return. */
  dismiss: (id: string) => void;
  /** Closes the errors and warnings this component showed. */
  clearProblems: () => void;
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
  /** The component (useToast caller) that showed it. */
  scope: string;
}

interface ToastStore {
  show: (kind: ToastKind, message: string, scope: string) => string;
  dismiss: (id: string) => void;
  clearProblems: (scope: string) => void;
}

const isProblem = (kind: ToastKind) => kind === 'error' || kind === 'warning';

const ToastContext = createContext<ToastStore | null>(null);

/** Shows toasts in a polite live region; they close after TOAST_MS or by their close button. */
export function ToastProvider({ children, duration = TOAST_MS, max = 4 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const clearProblems = useCallback((scope: string) => {
    setToasts((current) => current.filter((toast) => toast.scope !== scope || !isProblem(toast.kind)));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string, scope: string) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => {
        const kept = kind === 'success' ? current.filter((toast) => toast.scope !== scope || !isProblem(toast.kind)) : current;
        return [...kept, { id, kind, message, scope }].slice(-max);
      });
      return id;
    },
    [max],
  );

  const store = useMemo<ToastStore>(() => ({ show, dismiss, clearProblems }), [show, dismiss, clearProblems]);

  return (
    <ToastContext.Provider value={store}>
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

/** success / error / info / warning toasts of the calling component; must be used inside ToastProvider. */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <ToastProvider>');
  const scope = useId();
  return useMemo<ToastApi>(
    () => ({
      success: (message) => store.show('success', message, scope),
      error: (message) => store.show('error', message, scope),
      info: (message) => store.show('info', message, scope),
      warning: (message) => store.show('warning', message, scope),
      dismiss: store.dismiss,
      clearProblems: () => store.clearProblems(scope),
    }),
    [store, scope],
  );
}
