// The admin area: messages, page size and order filters. Plain values, apart from the schemas (schemas/admin.ts), so a
// page can use them without loading zod.
import { PAGE_SIZES } from './constants';

export const ORDER_CANCELLED_MESSAGE = 'Order cancelled successfully!';
export const PARTNER_ASSIGNED_MESSAGE = 'Delivery Boy assigned successfully!';
export const OUTSTANDING_CLEARED_MESSAGE = 'Outstanding amount cleared and all unsettled orders marked as settled!';
export const ADMIN_PAGE_SIZE = PAGE_SIZES.adminAllOrders;
export const MONTH_ORDER_FILTERS = ['All', 'Processing', 'Out for Delivery', 'Delivered'] as const;
export type MonthOrderFilter = (typeof MONTH_ORDER_FILTERS)[number];
export const ALL_ORDER_FILTERS = ['All', 'Processing', 'Delivered', 'Cancelled'] as const;
export type AllOrderFilter = (typeof ALL_ORDER_FILTERS)[number];
