import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary } from '../feedback/error-boundary';
import { MainErrorFallback } from '../feedback/fatal-error';
import { ConfirmProvider } from '../overlay/confirm-provider';
import { ThemeProvider } from '../theme/theme-provider';
import type { Theme } from '../theme/theme-provider';
import { ToastProvider } from '../toast/toast-provider';

/** Who the app is: its name in tab titles, and the page its error screens lead back to. */
export interface AppIdentity {
  /** Added after each page's title, e.g. "Nukkad Seller". */
  name: string;
  /** The tab title of a page without a title of its own (default: the name). */
  title?: string;
  /** The app's start page, e.g. `{ href: '/seller', label: 'Go to dashboard' }`. */
  home: { href: string; label: string };
}

export interface AppProvidersProps extends AppIdentity {
  /** localStorage key of this app's theme choice. */
  themeStorageKey: string;
  /** The theme a server-rendered page was rendered in (see ThemeProvider). */
  initialTheme?: Theme;
  children?: ReactNode;
}

const AppIdentityContext = createContext<AppIdentity | null>(null);

/**
 * What every page of every app needs: a top error boundary, the app's identity, theme, toasts and confirm dialogs.
 * The app puts its query client inside (ui knows no server state).
 */
export function AppProviders({ themeStorageKey, initialTheme, children, ...identity }: AppProvidersProps) {
  return (
    <ErrorBoundary fallback={<MainErrorFallback />}>
      <AppIdentityContext.Provider value={identity}>
        <ThemeProvider storageKey={themeStorageKey} initialTheme={initialTheme}>
          <ToastProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </ToastProvider>
        </ThemeProvider>
      </AppIdentityContext.Provider>
    </ErrorBoundary>
  );
}

/**
 * An app's root provider: AppProviders with the app's identity around `Inner` (the app's query cache, since ui knows
 * no server state), which receives every prop the root provider is given.
 */
export function createAppProvider<P extends { children?: ReactNode }>(
  shell: Omit<AppProvidersProps, 'children' | 'initialTheme'>,
  Inner: ComponentType<P>,
) {
  function AppProvider({ initialTheme, ...props }: P & { initialTheme?: Theme }) {
    return (
      <AppProviders {...shell} initialTheme={initialTheme}>
        <Inner {...(props as unknown as P)} />
      </AppProviders>
    );
  }
  return AppProvider;
}

/** The app's identity; must be used inside AppProviders. */
export function useAppIdentity(): AppIdentity {
  const identity = useContext(AppIdentityContext);
  if (!identity) throw new Error('useAppIdentity must be used inside <AppProviders>');
  return identity;
}
