import {
  groceryReplySchema,
  PAGE_SIZES,
  popularProductsReplySchema,
  popularShopsReplySchema,
  restaurantsReplySchema,
  searchReplySchema,
  shopAndProductsReplySchema,
} from '@nukkad/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { catalogueKeys } from './query-keys';

export const getPopularShops = (signal?: AbortSignal) =>
  request('/home/get-popular-shops', { reply: popularShopsReplySchema, signal });
export const popularShopsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.popularShops, queryFn: ({ signal }) => getPopularShops(signal) });

export const getPopularProducts = (signal?: AbortSignal) =>
  request('/home/get-popular-products', { reply: popularProductsReplySchema, signal });
export const popularProductsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.popularProducts, queryFn: ({ signal }) => getPopularProducts(signal) });

export const getRestaurants = (page: number, search: string, signal?: AbortSignal) =>
  request('/shop/get-restaurants', { query: { page, search }, reply: restaurantsReplySchema, signal });
/** Restaurants page by page, those whose name holds `search`. */
export const restaurantsInfiniteQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.restaurants(search),
    queryFn: ({ pageParam, signal }) => getRestaurants(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const getShopAndProducts = (shopId: string, page: number, signal?: AbortSignal) =>
  request(`/shop/getShopAndProducts/${encodeURIComponent(shopId)}`, {
    query: { page },
    reply: shopAndProductsReplySchema,
    signal,
  });
/** A shop and its products page by page; every page carries the shop. */
export const shopAndProductsInfiniteQueryOptions = (shopId: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.shop(shopId),
    queryFn: ({ pageParam, signal }) => getShopAndProducts(shopId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const getGroceryProducts = (category: string, page: number, signal?: AbortSignal) =>
  request('/grocery', { query: { category, page }, reply: groceryReplySchema, signal });
/** A grocery category's products page by page. */
export const groceryProductsInfiniteQueryOptions = (category: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.grocery(category),
    queryFn: ({ pageParam, signal }) => getGroceryProducts(category, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const searchProducts = (query: string, page: number, signal?: AbortSignal) =>
  request(`/common/search/${encodeURIComponent(query)}`, { query: { page }, reply: searchReplySchema, signal });
/** Search results page by page, for infinite scroll; the reply is the page's products, and a short page is the last. */
export const searchInfiniteQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.search(query),
    queryFn: ({ pageParam, signal }) => searchProducts(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.length < PAGE_SIZES.search ? undefined : lastPage + 1),
  });
