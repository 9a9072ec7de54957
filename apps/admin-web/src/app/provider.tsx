import { AppProviders } from '@nukkad/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '../config/app';
import { paths } from '../config/paths';
import { createQueryClient } from '../lib/query-client';

/** The app's name in every tab title. */
const APP_NAME = 'Nukkad Admin';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one. */
  queryClient?: QueryClient;
}

/** The shared app shell (error boundary, theme, toasts, confirm dialogs) around the query cache. */
export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppProviders
      name={APP_NAME}
      home={{ href: paths.app.dashboard.getHref(), label: 'Go to the dashboard' }}
      themeStorageKey={STORAGE_KEYS.theme}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppProviders>
  );
}
