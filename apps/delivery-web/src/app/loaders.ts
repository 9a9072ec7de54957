import { availableOrdersQueryOptions, deliveryOrdersQueryOptions, deliveryPartnerQueryOptions, deliveryStatsQueryOptions } from '@nukkad/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { filterFromPath, pageFromSearch } from '../features/orders/utils/order-filters';
import { session } from '../lib/session';

// Route loaders: a page's first queries start alongside its code instead of after it has mounted. The partner's own
// reads are asked by partner id, so they start here once the frame has read the partner.
const knownPartnerId = (queryClient: QueryClient) => queryClient.getQueryData(deliveryPartnerQueryOptions().queryKey)?.deliveryBoy._id;

/** /delivery: the partner (name, duty, figures) and the orders waiting for a partner. */
export function dashboardLoader() {
  session.startQueries((queryClient) => {
    void queryClient.prefetchQuery(deliveryPartnerQueryOptions());
    void queryClient.prefetchQuery(availableOrdersQueryOptions());
    const partnerId = knownPartnerId(queryClient);
    if (partnerId) void queryClient.prefetchQuery(deliveryStatsQueryOptions(partnerId));
  });
  return null;
}

/** /delivery/orders/{status}: the page of the partner's orders the URL asks for. */
export function ordersLoader({ params, request }: LoaderFunctionArgs) {
  // An unknown status is sent on to every order by the page: nothing to start for it.
  const status = filterFromPath(params.status);
  const page = pageFromSearch(new URL(request.url).searchParams.get('page'));
  session.startQueries((queryClient) => {
    const partnerId = knownPartnerId(queryClient);
    if (partnerId && status) void queryClient.prefetchQuery(deliveryOrdersQueryOptions(partnerId, status, page));
  });
  return null;
}
