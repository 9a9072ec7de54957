import { ApiError } from '@nukkad/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { clearSession, hasSession } from './session';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not fix themselves on a retry; network and server errors might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The one QueryClient of the app. Any 401 from the API means the cookie session is gone:
 * the marker is cleared (the route guards then send the seller to the login page) and the cache dropped.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.isUnauthorized || !hasSession()) return;
    clearSession();
    // After the cache has finished reporting this error, so no observer is left mid-update.
    setTimeout(() => queryClient.removeQueries(), 0);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
