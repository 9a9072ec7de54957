import type { orderQueriesReplySchema } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { customerQueryKeys } from '../query-keys';
import { useSessionQuery } from '../session';
import type { SessionMarker } from '../session-marker';

/** GET /queries/order/{orderId}: the customer's queries on one of their orders, each with its thread. */
export const getOrderQueries = (orderId: string, signal?: AbortSignal) =>
  request<typeof orderQueriesReplySchema>(`/queries/order/${encodeURIComponent(orderId)}`, { signal });
export const orderQueriesQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: customerQueryKeys.order(orderId), queryFn: ({ signal }) => getOrderQueries(orderId, signal) });

/** The order page's help threads while signed in; a reply arrives as a live notification that reads them again. */
export const useOrderQueries = (marker: SessionMarker, orderId: string) =>
  useSessionQuery(marker, { ...orderQueriesQueryOptions(orderId), refetchOnWindowFocus: 'always' });
