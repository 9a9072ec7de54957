import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';
import type { SessionMarker } from './session-marker';

/** A 4xx will not change by asking again; network errors and 5xx get up to `maxRetries` more tries. */
export function retryUnlessClientError(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    return failureCount < maxRetries;
  };
}

/**
 * The `onError` of an app's QueryCache and MutationCache: any 401 means the cookie session is over,
 * so the marker is cleared (the app's route guards then send the user to its login page).
 */
export function clearOnUnauthorized(marker: SessionMarker, onCleared?: () => void) {
  return (error: unknown): void => {
    if (!(error instanceof ApiError) || !error.isUnauthorized || !marker.has()) return;
    marker.clear();
    onCleared?.();
  };
}

export interface QueryClientOptions {
  /** Tries after a network or server failure; a 4xx is never retried. */
  maxRetries: number;
  /** How long a reply counts as fresh, in ms. */
  staleTime: number;
  /** The app's "signed in" marker: a 401 clears it and drops every cached reply of the old session. */
  sessionMarker?: SessionMarker;
}

/** What a web app's queries use unless its session says otherwise. */
export const QUERY_DEFAULTS = { maxRetries: 2, staleTime: 30_000 } as const satisfies Omit<QueryClientOptions, 'sessionMarker'>;

/** The one QueryClient of a web app. */
export function createQueryClient({ maxRetries, staleTime, sessionMarker }: QueryClientOptions): QueryClient {
  // After the cache has finished reporting the 401, so no observer is left mid-update.
  const dropCache = () => setTimeout(() => queryClient.removeQueries(), 0);
  const onError = sessionMarker ? clearOnUnauthorized(sessionMarker, dropCache) : undefined;
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: retryUnlessClientError(maxRetries), staleTime, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
