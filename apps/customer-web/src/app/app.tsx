import type { Theme } from '@nukkad/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import type { AppRouterProps } from './router';

export interface AppProps extends AppRouterProps {
  /** The cache the route table was made with (the provider makes one when not given). */
  queryClient?: QueryClient;
  /** The theme the server rendered the page in. */
  initialTheme?: Theme;
  /** The router to use instead of the browser's (the server's static one). */
  router?: ReactNode;
}

export function App({ queryClient, initialTheme, router, ...routerProps }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} initialTheme={initialTheme}>
      {router ?? <AppRouter {...routerProps} />}
    </AppProvider>
  );
}
