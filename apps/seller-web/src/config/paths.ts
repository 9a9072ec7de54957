// Every route of the seller app in one table (spec §2, seller routes); pages of later issues are listed too.
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', getHref: () => '/' },

  auth: {
    signup: { path: '/seller-signup', getHref: () => '/seller-signup' },
    login: { path: '/seller-login', getHref: () => '/seller-login' },
    /** The spec also names this login route; it shows the same page. */
    loginAlias: { path: '/seller/login', getHref: () => '/seller/login' },
  },

  seller: {
    dashboard: { path: '/seller', getHref: () => '/seller' },
    addShop: { path: '/seller/add-shop', getHref: () => '/seller/add-shop' },
    editShop: { path: '/seller/edit-shop/:shopId', getHref: (shopId: string) => `/seller/edit-shop/${id(shopId)}` },
    addProduct: { path: '/seller/add-product', getHref: () => '/seller/add-product' },
    editProduct: {
      path: '/seller/edit-product/:productId',
      getHref: (productId: string) => `/seller/edit-product/${id(productId)}`,
    },
    products: { path: '/seller/my-products', getHref: () => '/seller/my-products' },
    orders: { path: '/seller/my-orders', getHref: () => '/seller/my-orders' },
    notifications: { path: '/seller/notifications', getHref: () => '/seller/notifications' },
    profile: { path: '/seller/profile', getHref: () => '/seller/profile' },
    editProfile: { path: '/seller/edit-profile', getHref: () => '/seller/edit-profile' },
    /** Order confirmation; the order travels as the `orderId` query parameter. */
    confirmOrder: { path: '/seller-confirm', getHref: (orderId: string) => `/seller-confirm?orderId=${id(orderId)}` },
  },

  orders: {
    /** Reached from notifications and admin order lists. */
    details: { path: '/getOrderDetails/:orderId', getHref: (orderId: string) => `/getOrderDetails/${id(orderId)}` },
  },
} as const;
