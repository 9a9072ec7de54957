import { ConfirmProvider, ThemeProvider, ToastProvider } from '@nukkad/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { captureInstallPrompt } from '../features/install/hooks/use-install-prompt';
import { createQueryClient } from '../lib/query-client';
import { STORAGE_KEYS } from '../lib/storage';

// The install prompt can fire before any page mounts; catch it from the start.
captureInstallPrompt();

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/** Theme, server state, toasts and confirmations for the whole app. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider storageKey={STORAGE_KEYS.theme}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
