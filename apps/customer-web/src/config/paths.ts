// The one route table: every path the app links to or matches is built here, and read back from a matched URL.
import type { Params } from 'react-router';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  terms: { path: '/terms', getHref: () => '/terms' },
  policy: { path: '/policy', getHref: () => '/policy' },
  installGuide: { path: '/install-guide', getHref: () => '/install-guide' },
  helpSupport: { path: '/help-support', getHref: () => '/help-support' },
  profile: { path: '/user/profile', getHref: () => '/user/profile' },
  groceries: { path: '/products/groceries', getHref: () => '/products/groceries' },
  groceryCategory: {
    path: '/products/groceries/:category',
    getHref: (category: string) => `/products/groceries/${encodeURIComponent(category)}`,
    fromParams: (params: Params) => params.category ?? '',
  },
  restaurants: { path: '/products/restaurants', getHref: () => '/products/restaurants' },
  medicines: { path: '/products/medicines', getHref: () => '/products/medicines' },
  search: {
    path: '/search/:query',
    /** The search text is lower-cased, as the spec's /search/{query}. */
    getHref: (query: string) => `/search/${encodeURIComponent(query.trim().toLowerCase())}`,
    /** The text searched for, lower-cased as getHref writes it (a typed URL may not be). */
    fromParams: (params: Params) => (params.query ?? '').trim().toLowerCase(),
  },
  shop: {
    path: '/shop/:shopId',
    getHref: (shopId: string) => `/shop/${encodeURIComponent(shopId)}`,
    fromParams: (params: Params) => params.shopId ?? '',
  },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  order: {
    path: '/order/:orderId',
    getHref: (orderId: string) => `/order/${encodeURIComponent(orderId)}`,
    fromParams: (params: Params) => params.orderId ?? '',
  },
  recentOrders: {
    path: '/recentOrders',
    getHref: () => '/recentOrders',
    /** The page number in the URL (?page=2); anything else is page 1. */
    pageFromSearch: (search: URLSearchParams): number => {
      const page = Number(search.get('page'));
      return Number.isInteger(page) && page >= 1 ? page : 1;
    },
  },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  addresses: { path: '/user/addresses/:userId', getHref: (userId: string) => `/user/addresses/${encodeURIComponent(userId)}` },
} as const;
