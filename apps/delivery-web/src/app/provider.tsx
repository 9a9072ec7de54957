import { ConfirmProvider, ErrorBoundary, MainErrorFallback, ThemeProvider, ToastProvider } from '@nukkad/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '../config/app';
import { createQueryClient } from '../lib/query-client';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one. */
  queryClient?: QueryClient;
}

/** Everything every page needs: error boundary, theme, toasts, confirm dialogs and the query cache. */
export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ErrorBoundary fallback={<MainErrorFallback />}>
      <ThemeProvider storageKey={STORAGE_KEYS.theme}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
