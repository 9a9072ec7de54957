import { createQueryClient as createApiQueryClient } from '@nukkad/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { session } from './session';

/** The one QueryClient of the app; a 401 clears the marker, so the route guard opens /admin/login. */
export function createQueryClient(): QueryClient {
  return createApiQueryClient({ maxRetries: 2, staleTime: 30_000, sessionMarker: session.marker });
}
