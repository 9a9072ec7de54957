import { appConfigQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /app-config: the point delivery distances are measured from, and the delivery area. */
export const useAppConfig = () => useQuery(appConfigQueryOptions());
