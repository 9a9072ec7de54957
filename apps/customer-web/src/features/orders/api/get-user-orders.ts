import { userOrdersQueryOptions } from '@nukkad/api-client';
import { session } from '../../../lib/session';

/** GET /order/getUserOrders?page&limit=5 */
export const useUserOrders = (page: number) => session.useSessionQuery(userOrdersQueryOptions(page));
