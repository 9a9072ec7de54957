import {
  addressesQueryOptions,
  cartQueryOptions,
  groceryProductsInfiniteQueryOptions,
  notificationsQueryOptions,
  orderDetailsQueryOptions,
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

type PageLoader = (args: LoaderFunctionArgs) => null;

/**
 * Route loaders that start the query a page reads first while the router fetches the page's code, instead of after
 * it. Never awaited: the page still shows its own skeleton and error, and its query joins the request in flight.
 * Signed-in pages ask only when this browser holds a session, so a visitor makes no call and meets no 401.
 */
export function createPageLoaders(queryClient: QueryClient) {
  const whenSignedIn =
    (start: (args: LoaderFunctionArgs) => void): PageLoader =>
    (args) => {
      if (session.marker.has()) start(args);
      return null;
    };
  const always =
    (start: (args: LoaderFunctionArgs) => void): PageLoader =>
    (args) => {
      start(args);
      return null;
    };
  // Addresses are listed by the customer's id, which the one session check gives.
  const startAddresses = () =>
    void queryClient.ensureQueryData(userQueryOptions()).then(
      ({ user }) => queryClient.prefetchQuery(addressesQueryOptions(user._id)),
      // A failed check is in the cache for the page to act on (it sends the visitor on); there is nothing to list.
      () => undefined,
    );

  return {
    shop: always(({ params }) => void queryClient.prefetchInfiniteQuery(shopAndProductsInfiniteQueryOptions(paths.shop.fromParams(params)))),
    groceryCategory: always(({ params }) => {
      const category = paths.groceryCategory.fromParams(params);
      if (isGroceryCategory(category)) void queryClient.prefetchInfiniteQuery(groceryProductsInfiniteQueryOptions(category));
    }),
    // The list opens unfiltered.
    restaurants: always(() => void queryClient.prefetchInfiniteQuery(restaurantsInfiniteQueryOptions(''))),
    search: always(({ params }) => void queryClient.prefetchInfiniteQuery(searchInfiniteQueryOptions(paths.search.fromParams(params)))),
    cart: whenSignedIn(() => void queryClient.prefetchQuery(cartQueryOptions())),
    checkout: whenSignedIn(startAddresses),
    addresses: whenSignedIn(startAddresses),
    profile: whenSignedIn(() => void queryClient.prefetchQuery(userQueryOptions())),
    order: whenSignedIn(({ params }) => void queryClient.prefetchQuery(orderDetailsQueryOptions(paths.order.fromParams(params)))),
    recentOrders: whenSignedIn(
      ({ request }) => void queryClient.prefetchQuery(userOrdersQueryOptions(paths.recentOrders.pageFromSearch(new URL(request.url).searchParams))),
    ),
    notifications: whenSignedIn(() => void queryClient.prefetchQuery(notificationsQueryOptions())),
  };
}
