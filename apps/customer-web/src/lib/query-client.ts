import { createQueryClient as createApiQueryClient } from '@nukkad/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { session } from './session';

/** The one QueryClient of the app; a 401 clears the marker, so the customer counts as signed out at once. */
export function createQueryClient(): QueryClient {
  return createApiQueryClient({ maxRetries: 1, staleTime: 60_000, sessionMarker: session.marker });
}
