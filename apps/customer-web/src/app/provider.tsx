import { AppProviders } from '@nukkad/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { captureInstallPrompt } from '../features/install/hooks/use-install-prompt';
import { APP_TITLE } from '../hooks/use-document-title';
import { createQueryClient } from '../lib/query-client';
import { STORAGE_KEYS } from '../lib/storage';

// The install prompt can fire before any page mounts; catch it from the start.
captureInstallPrompt();

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/** The shared app shell (error boundary, theme, toasts, confirm dialogs) around the query cache. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppProviders
      name="Nukkad"
      title={APP_TITLE}
      home={{ href: paths.home.getHref(), label: 'Go to home' }}
      themeStorageKey={STORAGE_KEYS.theme}
    >
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </AppProviders>
  );
}
