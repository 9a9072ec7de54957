// A seller's side of orders: message, page size and filters. Plain values, apart from the schemas
// (schemas/seller-orders.ts), so a page can use them without loading zod.

import { PAGE_SIZES } from './constants';

export const ORDER_CONFIRMED_MESSAGE = 'Order Confirmed!';
export const SELLER_ORDERS_PAGE_SIZE = PAGE_SIZES.sellerOrders;
export const SELLER_ORDER_FILTERS = ['all', 'pending', 'preparing', 'delivered', 'cancelled'] as const;
export type SellerOrderFilter = (typeof SELLER_ORDER_FILTERS)[number];
