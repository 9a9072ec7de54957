// Every route of the delivery-partner app in one table (spec §2, delivery partner routes), including later issues'.
const id = (value: string) => encodeURIComponent(value);

/** The order list filters of /delivery/orders/{status}. */
export const ORDER_STATUS_FILTERS = ['all', 'pending', 'delivered'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const paths = {
  home: { path: '/', getHref: () => '/' },

  auth: {
    signup: { path: '/delivery/signup', getHref: () => '/delivery/signup' },
    login: { path: '/delivery/login', getHref: () => '/delivery/login' },
  },

  delivery: {
    dashboard: { path: '/delivery', getHref: () => '/delivery' },
    orders: { path: '/delivery/orders', getHref: () => '/delivery/orders' },
    ordersByStatus: {
      path: '/delivery/orders/:status',
      getHref: (status: OrderStatusFilter) => `/delivery/orders/${status}`,
    },
    order: { path: '/delivery/order/:orderId', getHref: (orderId: string) => `/delivery/order/${id(orderId)}` },
    commissionHistory: { path: '/delivery/commissionHistory', getHref: () => '/delivery/commissionHistory' },
    outstanding: { path: '/delivery/outstandingAmountDetails', getHref: () => '/delivery/outstandingAmountDetails' },
  },
} as const;
