import {
  addressesQueryOptions,
  cartQueryOptions,
  groceryProductsInfiniteQueryOptions,
  notificationsQueryOptions,
  orderDetailsQueryOptions,
  popularProductsQueryOptions,
  popularShopsQueryOptions,
  restaurantsInfiniteQueryOptions,
  searchInfiniteQueryOptions,
  shopAndProductsInfiniteQueryOptions,
  userOrdersQueryOptions,
  userQueryOptions,
} from '@nukkad/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { isGroceryCategory } from '../features/catalogue/utils/grocery-category';
import { session } from '../lib/session';

type PageLoader = (args: LoaderFunctionArgs) => null | Promise<null>;
type Start = (args: LoaderFunctionArgs) => Promise<unknown> | void;

export interface PageLoaderOptions {
  /**
   * On the server the loaders wait for their data, which the page is then rendered with and which travels in the HTML;
   * in the browser they only start it (the page shows its own skeleton and error, and its query joins the request).
   */
  waitForData?: boolean;
}

/**
 * Route loaders that start the query a page reads first while the router fetches the page's code, instead of after
 * it. Signed-in pages ask only when this browser holds a session, so a visitor makes no call and meets no 401.
 */
export function createPageLoaders(queryClient: QueryClient, { waitForData = false }: PageLoaderOptions = {}) {
  const always =
    (start: Start): PageLoader =>
    (args) => {
      const started = start(args);
      // Prefetches never reject: a failed query stays in the cache for the page to show.
      return waitForData && started ? started.then(() => null) : null;
    };
  const whenSignedIn = (start: Start): PageLoader => always((args) => (session.marker.has() ? start(args) : undefined));
  // Addresses are listed by the customer's id, which the one session check gives.
  const startAddresses = () =>
    queryClient.ensureQueryData(userQueryOptions()).then(
      ({ user }) => queryClient.prefetchQuery(addressesQueryOptions(user._id)),
      // A failed check is in the cache for the page to act on (it sends the visitor on); there is nothing to list.
      () => undefined,
    );

  return {
    home: always(() =>
      Promise.all([queryClient.prefetchQuery(popularShopsQueryOptions()), queryClient.prefetchQuery(popularProductsQueryOptions())]),
    ),
    shop: always(({ params }) => queryClient.prefetchInfiniteQuery(shopAndProductsInfiniteQueryOptions(paths.shop.fromParams(params)))),
    groceryCategory: always(({ params }) => {
      const category = paths.groceryCategory.fromParams(params);
      if (isGroceryCategory(category)) return queryClient.prefetchInfiniteQuery(groceryProductsInfiniteQueryOptions(category));
    }),
    // The list opens unfiltered.
    restaurants: always(() => queryClient.prefetchInfiniteQuery(restaurantsInfiniteQueryOptions(''))),
    search: always(({ params }) => queryClient.prefetchInfiniteQuery(searchInfiniteQueryOptions(paths.search.fromParams(params)))),
    cart: whenSignedIn(() => queryClient.prefetchQuery(cartQueryOptions())),
    checkout: whenSignedIn(startAddresses),
    addresses: whenSignedIn(startAddresses),
    profile: whenSignedIn(() => queryClient.prefetchQuery(userQueryOptions())),
    order: whenSignedIn(({ params }) => queryClient.prefetchQuery(orderDetailsQueryOptions(paths.order.fromParams(params)))),
    recentOrders: whenSignedIn(({ request }) =>
      queryClient.prefetchQuery(userOrdersQueryOptions(paths.recentOrders.pageFromSearch(new URL(request.url).searchParams))),
    ),
    notifications: whenSignedIn(() => queryClient.prefetchQuery(notificationsQueryOptions())),
  };
}
