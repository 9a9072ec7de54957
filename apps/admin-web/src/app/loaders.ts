import { TREND_DAYS, allOrdersQueryOptions, dashboardOverviewQueryOptions, dashboardTrendQueryOptions, monthOrdersQueryOptions } from '@nukkad/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import { allOrderFilterFrom, monthOrderFilterFrom, ordersViewFrom } from '../features/orders/utils/orders-search';
import { pageFromSearch } from '../utils/search-params';
import { session } from '../lib/session';

// Route loaders: a screen's first queries start alongside its code instead of after it has mounted.

/** /admin/dashboard: the four cards and the 30 days' trend (the admin's name is the frame's session check). */
export function dashboardLoader() {
  session.startQueries((queryClient) => {
    void queryClient.prefetchQuery(dashboardOverviewQueryOptions());
    void queryClient.prefetchQuery(dashboardTrendQueryOptions(TREND_DAYS));
  });
  return null;
}

/** /admin/all-orders: the first page of the listing the URL asks for (this month's, or every order). */
export function ordersLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  session.startQueries((queryClient) => {
    if (ordersViewFrom(search.get('view')) === 'month') {
      void queryClient.prefetchInfiniteQuery(monthOrdersQueryOptions(monthOrderFilterFrom(search.get('filter'))));
    } else {
      void queryClient.prefetchQuery(allOrdersQueryOptions(allOrderFilterFrom(search.get('filter')), pageFromSearch(search.get('page'))));
    }
  });
  return null;
}
