import type { appConfigReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { checkoutKeys } from '../query-keys';

/** GET /api/app-config: the public settings (map tiles and attribution, where delivery distances start, payment provider). */
export const getAppConfig = (signal?: AbortSignal) => request<typeof appConfigReplySchema>('/app-config', { signal });
/** They change only when the server restarts. */
export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.appConfig, queryFn: ({ signal }) => getAppConfig(signal), staleTime: Infinity });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
