import type { DeliveryOrderFilter, OutstandingPaymentStatus } from '@nukkad/contracts';

// Every route of the delivery-partner app in one table (spec §2, delivery partner routes).
const id = (value: string) => encodeURIComponent(value);

/** A list's page in the URL (?page=2); page 1 is the bare path. */
const withPage = (path: string, page = 1) => (page > 1 ? `${path}?page=${page}` : path);

/** The outstanding page's filters: every payment, or only unsettled or settled ones. */
export type OutstandingFilter = 'all' | OutstandingPaymentStatus;

export const paths = {
  home: { path: '/', getHref: () => '/' },

  auth: {
    signup: { path: '/delivery/signup', getHref: () => '/delivery/signup' },
    login: { path: '/delivery/login', getHref: () => '/delivery/login' },
  },

  delivery: {
    dashboard: { path: '/delivery', getHref: () => '/delivery' },
    orders: { path: '/delivery/orders', getHref: (page?: number) => withPage('/delivery/orders', page) },
    ordersByStatus: {
      path: '/delivery/orders/:status',
      // All orders live at the bare list path, so the Orders tab and the All tab are one page.
      getHref: (status: DeliveryOrderFilter, page?: number) => withPage(status === 'all' ? '/delivery/orders' : `/delivery/orders/${status}`, page),
    },
    order: { path: '/delivery/order/:orderId', getHref: (orderId: string) => `/delivery/order/${id(orderId)}` },
    commissionHistory: { path: '/delivery/commissionHistory', getHref: () => '/delivery/commissionHistory' },
    outstanding: {
      path: '/delivery/outstandingAmountDetails',
      getHref: (filter: OutstandingFilter = 'all') => `/delivery/outstandingAmountDetails${filter === 'all' ? '' : `?filter=${filter}`}`,
    },
  },
} as const;
