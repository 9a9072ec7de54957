import { orderDetailsQueryOptions } from '@nukkad/api-client';
import { session } from '../../../lib/session';

/** Until live updates arrive, an open order page follows its order by polling. */
export const ORDER_REFETCH_INTERVAL_MS = 30_000;

/** GET /order/getOrderDetails/{orderId}, refetched every 30 s and whenever the window regains focus. */
export const useOrderDetails = (orderId: string) =>
  session.useSessionQuery({
    ...orderDetailsQueryOptions(orderId),
    refetchInterval: ORDER_REFETCH_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
  });
