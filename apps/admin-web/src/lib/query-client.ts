import { ApiError } from '@nukkad/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { clearSessionMarker } from './session-marker';

/** Any 401 means the cookie session is over: drop the marker and the route guard sends the admin to login. */
function endSessionOnUnauthorized(error: unknown) {
  if (error instanceof ApiError && error.isUnauthorized) clearSessionMarker();
}

/** A 4xx will not change by asking again; network errors and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOnUnauthorized }),
    mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
