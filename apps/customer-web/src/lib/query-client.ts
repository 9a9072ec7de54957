import { createQueryClient as createApiQueryClient } from '@nukkad/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** The one QueryClient of the app; the session is checked by its own query, so no marker is involved. */
export function createQueryClient(): QueryClient {
  return createApiQueryClient({ maxRetries: 1, staleTime: 60_000 });
}
