import {
  groceryReplySchema,
  popularProductsReplySchema,
  popularShopsReplySchema,
  restaurantsReplySchema,
  searchReplySchema,
  shopAndProductsReplySchema,
} from '@nukkad/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { request } from './http';

export const catalogueKeys = {
  popularShops: ['catalogue', 'popular-shops'] as const,
  popularProducts: ['catalogue', 'popular-products'] as const,
  restaurants: (search: string) => ['catalogue', 'restaurants', search] as const,
  shop: (shopId: string) => ['catalogue', 'shop', shopId] as const,
  grocery: (category: string) => ['catalogue', 'grocery', category] as const,
  search: (query: string) => ['catalogue', 'search', query] as const,
};

export const getPopularShops = (signal?: AbortSignal) => request('/home/get-popular-shops', { reply: popularShopsReplySchema, signal });
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
  request(`/shop/getShopAndProducts/${encodeURIComponent(shopId)}`, { query: { page }, reply: shopAndProductsReplySchema, signal });
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
/** Search results page by page, for infinite scroll. */
export const searchInfiniteQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.search(query),
    queryFn: ({ pageParam, signal }) => searchProducts(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
