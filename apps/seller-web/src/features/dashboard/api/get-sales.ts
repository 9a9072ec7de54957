import { sellerSalesQueryOptions } from '@nukkad/api-client';
import { SALES_CHART_DAYS } from '@nukkad/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/shop/sales: the seller's sales per day over the chart's days, oldest first. */
export function useSellerSales() {
  return useQuery(sellerSalesQueryOptions(SALES_CHART_DAYS));
}
