import { SALES_CHART_DAYS, type salesReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sellerShopKeys } from '../query-keys';

/** GET /api/shop/sales?days: the seller's sales per day over the last `days`, oldest first. */
export const getSellerSales = (days: number, signal?: AbortSignal) =>
  request<typeof salesReplySchema>('/shop/sales', { query: { days }, signal });
export const sellerSalesQueryOptions = (days: number) =>
  queryOptions({ queryKey: sellerShopKeys.sales(days), queryFn: ({ signal }) => getSellerSales(days, signal) });

/** The sales over the dashboard chart's days. */
export const useSellerSales = () =>
  useQuery({
    ...sellerSalesQueryOptions(SALES_CHART_DAYS),
    // The route's loader asks again on each visit: a failure it met is shown with Retry, not asked twice.
    retryOnMount: false,
  });
