import { SALES_CHART_DAYS } from '@nukkad/contracts/light';
import { sellerDetailsQueryOptions, sellerOrdersQueryOptions, sellerSalesQueryOptions } from '@nukkad/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import { filterFromSearch, pageFromSearch } from '../features/orders/utils/order-format';
import { session } from '../lib/session';

// Route loaders: a page's first queries start alongside its code instead of after it has mounted.

/** /seller: the seller's details, then the chart's sales once they show a shop (a seller without one is asked none). */
export function dashboardLoader() {
  session.startQueries((queryClient) => {
    void queryClient.fetchQuery(sellerDetailsQueryOptions()).then(
      ({ sellerDetails }) => {
        if (sellerDetails.shop) void queryClient.prefetchQuery(sellerSalesQueryOptions(SALES_CHART_DAYS));
      },
      // The failure stays in the cache, where the page shows it.
      () => undefined,
    );
  });
  return null;
}

/** /seller/my-orders: the page of orders the URL asks for. */
export function ordersLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  session.startQueries((queryClient) => {
    void queryClient.prefetchQuery(sellerOrdersQueryOptions(filterFromSearch(search.get('status')), pageFromSearch(search.get('page'))));
  });
  return null;
}
