import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AppHost } from './hosts';
import { DEMO, appUrl } from './hosts';
import { callFromPage, logInSeller } from './orders';

// Every screen of the four apps, with ids from the demo data where a route takes one: the one list the
// screen-wide passes (accessibility, narrow width) walk, so a new route is added here once.

export type Screen = { name: string; path: string };

/** Opens a screen and checks it stayed there (no sign-in redirect) and shows its title. */
export async function openScreen(page: Page, host: AppHost, screen: Screen): Promise<void> {
  await page.goto(appUrl(host, screen.path));
  await expect(page).toHaveURL(appUrl(host, screen.path));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

export async function logInAdmin(page: Page) {
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByLabel('Secret key').fill(DEMO.admin.secretKey);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(appUrl('admin', '/admin/dashboard'));
}

export async function logInRider(page: Page) {
  await page.getByLabel('Phone').fill(DEMO.rider.phone);
  await page.getByLabel('Password').fill(DEMO.rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(appUrl('rider', '/delivery'));
}

type Restaurant = { _id: string; isOpen: boolean };
type ShopProducts = { products: { _id: string; inStock: boolean }[] };

/** An open restaurant of the demo catalogue and one of its dishes in stock. */
export async function openRestaurantWithDish(page: Page): Promise<{ shopId: string; productId: string }> {
  const { restaurants } = (await callFromPage<{ restaurants: Restaurant[] }>(page, 'GET', '/shop/get-restaurants?page=1')).body;
  for (const shop of restaurants.filter((r) => r.isOpen)) {
    const menu = (await callFromPage<ShopProducts>(page, 'GET', `/shop/getShopAndProducts/${shop._id}`)).body;
    const dish = menu.products.find((p) => p.inStock);
    if (dish) return { shopId: shop._id, productId: dish._id };
  }
  throw new Error('the demo catalogue has no open restaurant with a dish in stock');
}

export const customerAuthScreens: readonly Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
];

/** The customer app's pages open to everyone, signed in or not; `page` must be on the shop host. */
export async function customerBrowseScreens(page: Page): Promise<Screen[]> {
  const { shopId } = await openRestaurantWithDish(page);
  return [
    { name: 'home', path: '/' },
    { name: 'restaurants', path: '/products/restaurants' },
    { name: 'groceries', path: '/products/groceries' },
    { name: 'grocery category', path: '/products/groceries/Fruits' },
    { name: 'medicines', path: '/products/medicines' },
    { name: 'search results', path: '/search/paneer' },
    { name: 'shop page', path: `/shop/${shopId}` },
    { name: 'terms', path: '/terms' },
    { name: 'privacy policy', path: '/policy' },
    { name: 'help and support', path: '/help-support' },
    { name: 'install guide', path: '/install-guide' },
    { name: 'page not found', path: '/no-such-page' },
  ];
}

/** The signed-in customer's own pages (checkout opens only from the cart: see openCheckout). */
export async function customerAccountScreens(page: Page): Promise<Screen[]> {
  const me = (await callFromPage<{ user: { _id: string } }>(page, 'GET', '/auth/getUser')).body.user;
  type OrderRow = { _id: string; items: { status: string }[] };
  const { orders } = (await callFromPage<{ orders: OrderRow[] }>(page, 'GET', '/order/getUserOrders?page=1&limit=5')).body;
  expect(orders.length, 'the demo customer has past orders').toBeGreaterThan(0);
  // The demo rider is bringing one of the demo customer's orders: its page shows the rider on the map.
  const onTheWay = orders.find((order) => order.items.some((item) => item.status === 'Out For Delivery'));
  return [
    { name: 'home (signed in)', path: '/' },
    { name: 'profile', path: '/user/profile' },
    { name: 'addresses', path: `/user/addresses/${me._id}` },
    { name: 'my orders', path: '/recentOrders' },
    { name: 'order details', path: `/order/${orders[0]!._id}` },
    ...(onTheWay ? [{ name: 'order on its way, with its rider', path: `/order/${onTheWay._id}` }] : []),
    { name: 'notifications', path: '/notifications' },
    { name: 'cart', path: '/cart' },
  ];
}

/** Puts a dish of an open shop in the signed-in customer's food cart, so the cart can go to checkout. */
export async function putDishInFoodCart(page: Page): Promise<void> {
  const { productId } = await openRestaurantWithDish(page);
  expect((await callFromPage(page, 'POST', '/cart/addToCart', { productId, cartKey: 'foodCart' })).status).toBe(200);
}

/** Goes from the cart to checkout with one of its carts (see putDishInFoodCart). */
export async function openCheckout(page: Page, cart: 'Food cart' | 'Grocery cart' = 'Food cart'): Promise<void> {
  // Checkout opens only from the cart, which hands it the cart to pay for.
  await page.goto(appUrl('shop', '/cart'));
  const region = page.getByRole('region', { name: cart });
  await expect(region.getByRole('button', { name: /^(Checkout|Remove Unavailable Items)$/ })).toBeVisible();
  // The demo cart may hold an item of a closed shop: it must go before checkout.
  if (await region.getByRole('button', { name: 'Remove Unavailable Items' }).isVisible()) {
    await region.getByRole('button', { name: 'Remove Unavailable Items' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  }
  await region.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(appUrl('shop', '/checkout'));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** The screens of a partner app: the signed-out ones, how to sign in, and the signed-in ones with demo-data ids. */
export type PartnerScreens = {
  /** Who uses the app, as test names say it. */
  role: 'seller' | 'admin' | 'delivery';
  host: AppHost;
  signedOut: readonly Screen[];
  /** Signs in from the last signed-out screen opened, which is the login page. */
  signIn: (page: Page) => Promise<void>;
  signedIn: (page: Page) => Promise<Screen[]>;
};

export const sellerScreens: PartnerScreens = {
  role: 'seller',
  host: 'seller',
  signedOut: [
    { name: 'signup', path: '/seller-signup' },
    { name: 'page not found', path: '/no-such-page' },
    { name: 'login (second address)', path: '/seller/login' },
    { name: 'login', path: '/seller-login' },
  ],
  signIn: (page) => logInSeller(page),
  async signedIn(page) {
    const { seller } = (await callFromPage<{ seller: { shop: { _id: string } } }>(page, 'GET', '/shop/seller-profile')).body;
    const { products } = (await callFromPage<{ products: { _id: string }[] }>(page, 'GET', '/shop/get-products')).body;
    const { orders } = (await callFromPage<{ orders: { _id: string }[] }>(page, 'GET', '/order/seller-orders?page=1')).body;
    expect(products.length, 'the demo seller has products').toBeGreaterThan(0);
    expect(orders.length, 'the demo seller has orders').toBeGreaterThan(0);
    return [
      { name: 'dashboard', path: '/seller' },
      { name: 'orders', path: '/seller/my-orders' },
      { name: 'order details', path: `/getOrderDetails/${orders[0]!._id}` },
      { name: 'order confirmation', path: `/seller-confirm?orderId=${orders[0]!._id}` },
      { name: 'products', path: '/seller/my-products' },
      { name: 'add product', path: '/seller/add-product' },
      { name: 'edit product', path: `/seller/edit-product/${products[0]!._id}` },
      { name: 'add shop', path: '/seller/add-shop' },
      { name: 'edit shop', path: `/seller/edit-shop/${seller.shop._id}` },
      { name: 'notifications', path: '/seller/notifications' },
      { name: 'profile and sales', path: '/seller/profile' },
      { name: 'edit profile', path: '/seller/edit-profile' },
    ];
  },
};

export const adminScreens: PartnerScreens = {
  role: 'admin',
  host: 'admin',
  signedOut: [
    { name: 'signup', path: '/admin/signup' },
    { name: 'page not found', path: '/no-such-page' },
    { name: 'login', path: '/admin/login' },
  ],
  signIn: logInAdmin,
  async signedIn(page) {
    type Row = { _id: string };
    type OrderRow = Row & { id: string; deliveryStatus: string };
    const { orders } = (await callFromPage<{ orders: OrderRow[] }>(page, 'GET', '/order/getAllOrders?page=1&limit=10')).body;
    // A new order can still be cancelled, so its page offers the cancel question too.
    const processing = orders.find((order) => order.deliveryStatus === 'Processing');
    expect(processing, 'the demo data has an order still processing').toBeDefined();
    const { sellers } = (await callFromPage<{ sellers: Row[] }>(page, 'GET', '/admin/sellers')).body;
    const { deliveryBoys } = (await callFromPage<{ deliveryBoys: Row[] }>(page, 'GET', '/admin/getAllDeliveryBoys')).body;
    const { queries } = (await callFromPage<{ queries: Row[] }>(page, 'GET', '/queries?status=open')).body;
    expect(queries.length, 'the demo data has an open customer query').toBeGreaterThan(0);
    return [
      { name: 'dashboard', path: '/admin/dashboard' },
      { name: 'all orders', path: '/admin/all-orders' },
      // The order page takes the 6-character display id.
      { name: 'order details', path: `/viewOrder/${processing!.id}` },
      { name: 'sellers', path: '/admin/getSellers' },
      { name: 'seller details and sales', path: `/admin/seller/${sellers[0]!._id}` },
      { name: 'products', path: '/admin/adminProducts' },
      { name: 'users', path: '/admin/users' },
      { name: 'user lookup', path: '/admin/userDetails' },
      { name: 'user details', path: `/admin/userDetails?id=${DEMO.customer.phone}` },
      { name: 'partners’ outstanding cash', path: '/admin/outstandingAmounts' },
      { name: 'partners on duty (map)', path: '/admin/partners-map' },
      { name: 'delivery partner details', path: `/admin/deliveryBoyDetails/${deliveryBoys[0]!._id}` },
      { name: 'customer queries', path: '/admin/queries' },
      { name: 'customer query', path: `/admin/queries/${queries[0]!._id}` },
      { name: 'coupons', path: '/admin/coupons' },
    ];
  },
};

export const riderScreens: PartnerScreens = {
  role: 'delivery',
  host: 'rider',
  signedOut: [
    { name: 'signup', path: '/delivery/signup' },
    { name: 'page not found', path: '/no-such-page' },
    { name: 'login', path: '/delivery/login' },
  ],
  signIn: logInRider,
  async signedIn(page) {
    const me = (await callFromPage<{ deliveryBoy: { _id: string } }>(page, 'GET', '/delivery/me')).body.deliveryBoy;
    const { orders } = (
      await callFromPage<{ orders: { _id: string }[] }>(page, 'GET', `/delivery/orders?page=1&limit=5&status=all&deliveryBoyId=${me._id}`)
    ).body;
    expect(orders.length, 'the demo partner has trips').toBeGreaterThan(0);
    return [
      { name: 'dashboard and available orders', path: '/delivery' },
      { name: 'my orders', path: '/delivery/orders' },
      { name: 'pending orders', path: '/delivery/orders/pending' },
      { name: 'delivered orders', path: '/delivery/orders/delivered' },
      { name: 'order', path: `/delivery/order/${orders[0]!._id}` },
      { name: 'commission history', path: '/delivery/commissionHistory' },
      { name: 'outstanding cash', path: '/delivery/outstandingAmountDetails' },
    ];
  },
};

export const PARTNER_APPS: readonly PartnerScreens[] = [sellerScreens, adminScreens, riderScreens];
