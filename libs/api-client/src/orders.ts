import { envelope, orderReplySchema, PAGE_SIZES, type SubmitReviewBody, userOrdersReplySchema } from '@nukkad/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { orderKeys } from './query-keys';

export const getOrderDetails = (orderId: string, signal?: AbortSignal) =>
  request(`/order/getOrderDetails/${encodeURIComponent(orderId)}`, { reply: orderReplySchema, signal });
export const orderDetailsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderKeys.details(orderId), queryFn: ({ signal }) => getOrderDetails(orderId, signal) });

/** The customer's orders, newest first, a page at a time. */
export const getUserOrders = (page: number, limit: number = PAGE_SIZES.recentOrders, signal?: AbortSignal) =>
  request('/order/getUserOrders', { query: { page, limit }, reply: userOrdersReplySchema, signal });
export const userOrdersQueryOptions = (page: number, limit: number = PAGE_SIZES.recentOrders) =>
  queryOptions({
    queryKey: orderKeys.list(page, limit),
    queryFn: ({ signal }) => getUserOrders(page, limit, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

// The spec reads only `success` (and a message when there is one).
export const submitReview = (body: SubmitReviewBody) =>
  request('/order/submit-review', { method: 'POST', body, reply: envelope({}) });

/** The PDF invoice of a Delivered order, opened in a new tab; the session cookie authorises it. */
export const invoiceUrl = (orderId: string) => `/api/order/download-invoice/${encodeURIComponent(orderId)}`;
