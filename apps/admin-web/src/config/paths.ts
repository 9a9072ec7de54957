// Every route of the admin app (partner-side spec §2, admin routes), in one table.

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', getHref: () => '/' },

  auth: {
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    signup: { path: '/admin/signup', getHref: () => '/admin/signup' },
  },

  app: {
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    allOrders: { path: '/admin/all-orders', getHref: () => '/admin/all-orders' },
    viewOrder: { path: '/viewOrder/:orderId', getHref: (orderId: string) => `/viewOrder/${segment(orderId)}` },
    /** The spec's link of the all-orders listing's rows; it opens the order's detail at /viewOrder. */
    orderDetails: { path: '/getOrderDetails/:orderId', getHref: (orderId: string) => `/getOrderDetails/${segment(orderId)}` },
    seller: { path: '/admin/seller/:sellerId', getHref: (sellerId: string) => `/admin/seller/${segment(sellerId)}` },
    sellers: { path: '/admin/getSellers', getHref: () => '/admin/getSellers' },
    products: { path: '/admin/adminProducts', getHref: () => '/admin/adminProducts' },
    userDetails: { path: '/admin/userDetails', getHref: () => '/admin/userDetails' },
    /** Every customer, searchable and sortable; each opens in the user lookup. */
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    outstandingAmounts: { path: '/admin/outstandingAmounts', getHref: () => '/admin/outstandingAmounts' },
    /** Customer queries about their orders (the dashboard's Customer Queries tile), and one query. */
    queries: { path: '/admin/queries', getHref: () => '/admin/queries' },
    query: { path: '/admin/queries/:queryId', getHref: (queryId: string) => `/admin/queries/${segment(queryId)}` },
    /** The coupons: create, pause, and each one's uses and discount given. */
    coupons: { path: '/admin/coupons', getHref: () => '/admin/coupons' },
    /** Where the partners on duty are, on a map. */
    partnersMap: { path: '/admin/partners-map', getHref: () => '/admin/partners-map' },
    deliveryPartner: {
      path: '/admin/deliveryBoyDetails/:deliveryPartnerId',
      getHref: (deliveryPartnerId: string) => `/admin/deliveryBoyDetails/${segment(deliveryPartnerId)}`,
    },
  },
} as const;
